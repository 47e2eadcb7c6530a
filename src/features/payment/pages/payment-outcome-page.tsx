import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
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

/** /payment_android_{general_error,deposit_refused,deposit_failed}: the message, OK goes to the cart. */
export default function PaymentOutcomePage({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  return (
    <Page>
      <h1>{t(`outcomeTitle.${outcome}`)}</h1>
      {/* Only translated texts: a provider's words never arrive through the URL (decision 0015). */}
      <p>{t(MESSAGES[outcome])}</p>
      <Button type="button" onClick={() => navigate(PATHS.cart)}>
        {t('actions.ok', { ns: 'common' })}
      </Button>
    </Page>
  );
}
