import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { PurchaseFigures } from '@/components/lottery/purchase-figures';
import { Facts } from '@/components/ui/facts';
import { FigureInText } from '@/components/ui/figure-in-text';
import { FigureList } from '@/components/ui/figure-list';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { NotAvailable } from '@/components/ui/not-available';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import type { PurchaseOutcome } from '@/lib/lottery/purchase-refusal';
import { ticketNumberOf } from '@/lib/lottery/ticket-number';
import { useOrderReceipt } from '@/entities/receipt';
import { GoodCausesShare } from '@/entities/charity/ui';
import { useRecentTickets } from '@/entities/tickets';

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

/** The purchase's figures, label beside value; centred like the rest of the card. */
const Figures = styled(Facts).attrs({ $centred: true, $compact: true })`
  margin-block: 0 ${({ theme }) => theme.space(4)};
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

/**
 * After a purchase: the receipt number, the ticket numbers as My Tickets shows them, what it cost,
 * each voucher's discount and what the balance paid (the backend's receipt, decision 0178), the
 * refunded sold-out grids, and My Tickets.
 */
export default function PurchaseSuccessPage() {
  const { t } = useTranslation(['cart', 'receipt']);
  const state: unknown = useLocation().state;
  const outcome = isOutcome(state) ? state : null;
  const receipt = useOrderReceipt(outcome?.result.receiptNumber).data;
  // A backend without receipts (issue 38): the numbers of the bought tickets from the spec's list.
  const open = useRecentTickets('open', receipt === null);
  const ids = outcome?.result.ticketIds ?? [];
  const bought = receipt
    ? receipt.tickets
    : (open ?? []).filter((ticket) => ids.includes(ticket.ticketId));
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
          <FigureInText
            text={(slot) => t('success.receipt', { receipt: slot })}
            figure={<LtrFigure>{outcome.result.receiptNumber}</LtrFigure>}
          />
        </p>
        <Figures aria-label={t('success.figures')}>
          <dt>{t('receipt:ticketId')}</dt>
          <dd data-testid="ticket-numbers">
            {bought.length > 0 ? (
              <FigureList values={bought.map(ticketNumberOf)} />
            ) : (
              <NotAvailable />
            )}
          </dd>
          {/* Without the receipt: the cart's price and what the purchase answer debited. */}
          <PurchaseFigures
            receipt={receipt}
            cost={outcome.cost}
            paid={outcome.result.amountCharged}
            refund={false}
          />
        </Figures>
        {/* Only from the receipt's own figures: the purchase answer alone says nothing per ticket. */}
        <GoodCausesShare amount={receipt ? receipt.cost - receipt.refunded : null} />
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
            {/* Issue 38: what the purchase cost the player in the end, from the backend's figures. */}
            <p data-testid="net-paid">
              {t('success.netPaid', {
                amount: formatIqd(
                  receipt
                    ? receipt.paidFromBalance - receipt.refunded
                    : outcome.result.amountCharged - outcome.refundedAmount,
                ),
              })}
            </p>
          </div>
        ) : null}
        <Actions>
          <Button as={Link} to={PATHS.upcomingTickets}>
            {t('success.myTickets')}
          </Button>
          <Button as={Link} to={PATHS.play6of29} $variant="secondary">
            {t('success.playAgain')}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
