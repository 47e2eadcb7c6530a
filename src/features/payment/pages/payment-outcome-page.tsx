import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';

export type PaymentOutcome = 'general_error' | 'deposit_refused' | 'deposit_failed';

const MESSAGES = {
  general_error: 'my_funds_deposit_error',
  deposit_refused: 'my_funds_deposit_refused',
  deposit_failed: 'my_funds_deposit_failed',
} as const;

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 450px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The provider's own error messages, when the callback carried some (router state). */
function stateMessages(state: unknown): string[] {
  const messages = (state as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
}

/** /payment_android_{general_error,deposit_refused,deposit_failed}: the message, OK goes to the cart. */
export default function PaymentOutcomePage({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const location = useLocation();
  const extra = outcome === 'general_error' ? stateMessages(location.state) : [];
  return (
    <Page>
      <h1>{t(`outcomeTitle.${outcome}`)}</h1>
      {extra.length > 0 ? (
        extra.map((message) => <p key={message}>{message}</p>)
      ) : (
        <p>{t(MESSAGES[outcome])}</p>
      )}
      <Button type="button" onClick={() => navigate(PATHS.cart)}>
        {t('actions.ok', { ns: 'common' })}
      </Button>
    </Page>
  );
}
