import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import type { PurchaseOutcome } from '@/lib/lottery/purchase-refusal';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  max-inline-size: 640px;
  margin-inline: auto;
  text-align: center;
  ul.sold-grids {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: center;
    padding: 0;
    list-style: none;
  }
`;

const Icon = styled.div`
  font-size: 3rem;
  color: ${({ theme }) => theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const isOutcome = (value: unknown): value is PurchaseOutcome =>
  !!value && typeof value === 'object' && 'kind' in value && 'result' in value;

/** After a purchase: receipt, what was charged, refunded sold-out grids, and My Tickets. */
export default function PurchaseSuccessPage() {
  const { t } = useTranslation('cart');
  const state: unknown = useLocation().state;
  const outcome = isOutcome(state) ? state : null;
  // Only the cart's answered purchase brings the outcome (it survives a reload in the history
  // entry). Opened any other way there is no purchase to thank for: My Tickets lists what was bought.
  if (!outcome) return <Navigate to={PATHS.upcomingTickets} replace />;
  return (
    <Page>
      <Card>
        <Icon aria-hidden="true">✔</Icon>
        <h1>{t('success.title')}</h1>
        <p>{t('success.text')}</p>
        <p data-testid="receipt">
          {t('success.receipt', { receipt: `\u2066${outcome.result.receiptNumber}\u2069` })}
        </p>
        <p data-testid="amount-charged">
          {t('success.charged', { amount: formatIqd(outcome.result.amountCharged) })}
        </p>
        {outcome.kind === 'partly-sold-out' ? (
          <div role="status">
            <p>
              <strong>{t('success.partial')}</strong>
            </p>
            <ul className="sold-grids">
              {outcome.soldOutTips.map((tip, index) => (
                <li key={index}>
                  <NumberRow numbers={tip} size="sm" label={t('success.soldGrid')} />
                </li>
              ))}
            </ul>
            <p>{t('success.refund', { amount: formatIqd(outcome.refundedAmount) })}</p>
          </div>
        ) : null}
        <Actions>
          <Button as={Link} to="/upcoming_tickets">
            {t('success.myTickets')}
          </Button>
          <Button as={Link} to="/6of29" $variant="secondary">
            {t('success.playAgain')}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
