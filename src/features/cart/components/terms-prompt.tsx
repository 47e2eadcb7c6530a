import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Muted, SuccessText } from '@/components/ui/status-text';
import type { TermsState } from '@/lib/api/types';
import { formatDisplayDate } from '@/lib/format';
import { PATHS } from '@/lib/navigation';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.kinds.warning.strong};
  background: ${({ theme }) => theme.colors.kinds.warning.soft};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
`;

interface TermsPromptProps {
  state: TermsState;
  onRead: () => void;
}

/** The backend has newer terms than the player accepted: read and accept them before buying. */
export const TermsPrompt = forwardRef<HTMLButtonElement, TermsPromptProps>(function TermsPrompt(
  { state, onRead },
  ref,
) {
  const { t } = useTranslation('cart');
  const date = `\u2066${formatDisplayDate(state.latestEffectiveFrom)}\u2069`;
  return (
    <Box>
      <p>
        <strong>{t('terms.needed', { date })}</strong>
      </p>
      <Button ref={ref} type="button" $variant="secondary" onClick={onRead}>
        {t('terms.read')}
      </Button>
    </Box>
  );
});

/** The backend has the player's acceptance of the latest terms: no checkbox to tick again. */
export function TermsAccepted({ justNow }: { justNow: boolean }) {
  const { t } = useTranslation('cart');
  return justNow ? (
    <SuccessText role="status">{t('terms.acceptedNow')}</SuccessText>
  ) : (
    <Muted>
      {t('terms.accepted')} <Link to={PATHS.terms}>{t('terms.link')}</Link>
    </Muted>
  );
}
