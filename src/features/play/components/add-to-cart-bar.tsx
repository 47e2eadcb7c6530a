import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TicketProblem } from '@/lib/lottery/pick-rules';

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

const messageKey = {
  'incomplete-grid': 'errors.incompleteGrid',
  'no-complete-grid': 'errors.noGrid',
  'no-draw': 'errors.noDraw',
} as const;

interface AddToCartBarProps {
  problem: TicketProblem | null;
  failed: boolean;
  /** Grids the backend refused at the liability cap (decision 0281); 0: none. */
  capped: number;
  changeNumber: () => void;
  quickPick: () => void;
  pending: boolean;
  /** No complete grid yet: nothing to add; the element `emptyHint` names says what to do. */
  empty: boolean;
  emptyHint: string;
  onSubmit: () => void;
}

/** The add-to-cart button and why the ticket cannot go yet (announced as an alert). */
export function AddToCartBar(props: AddToCartBarProps) {
  const { problem, failed, capped, pending, empty, emptyHint, onSubmit } = props;
  const { t } = useTranslation('play');
  return (
    <div>
      <div role="alert">
        {problem ? <Problem>{t(messageKey[problem])}</Problem> : null}
        {failed ? <Problem>{t('errors.addFailed')}</Problem> : null}
        {capped > 0 ? <Problem>{t('errors.liabilityCap', { count: capped })}</Problem> : null}
      </div>
      {capped > 0 ? (
        <Suggestions>
          <Button type="button" $variant="secondary" onClick={props.changeNumber}>
            {t('actions.changeNumber')}
          </Button>
          <Button type="button" $variant="secondary" onClick={props.quickPick}>
            {t('actions.quickPickCapped')}
          </Button>
        </Suggestions>
      ) : null}
      <Button
        type="button"
        $block
        onClick={onSubmit}
        disabled={pending || empty}
        aria-describedby={empty ? emptyHint : undefined}
      >
        {pending ? t('actions.adding') : t('actions.addToCart')}
      </Button>
    </div>
  );
}
