import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TicketProblem } from '@/lib/lottery/pick-rules';

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const CappedNotice = lazy(() => import('./capped-notice'));

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
      </div>
      {capped > 0 ? (
        <Suspense fallback={null}>
          <CappedNotice
            capped={capped}
            changeNumber={props.changeNumber}
            quickPick={props.quickPick}
          />
        </Suspense>
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
