import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '@/components/ui/facts';
import { FigureList } from '@/components/ui/figure-list';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { NumberRow } from '@/components/lottery/number-row';
import { PurchaseFigures } from '@/components/lottery/purchase-figures';
import type { OrderReceipt, Ticket } from '@/lib/api/types';
import { formatDrawDate, formatIqd, formatTime, formatDisplayDate } from '@/lib/format';
import { maskPhone } from '@/lib/lottery/receipt';
import { ticketNumberOf } from '@/lib/lottery/ticket-number';
import { GoodCausesShare } from '@/entities/charity/ui';
import { useLotteryLabels } from '@/lib/lottery/use-lottery-labels';

const Paper = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    text-align: center;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Prize = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

interface ReceiptCardProps {
  ticket: Ticket;
  /** The purchase's receipt (decision 0178): null when the backend gives none, undefined meanwhile. */
  receipt: OrderReceipt | null | undefined;
  phone: string;
  lang: string;
}

/**
 * The e-receipt: what was bought, when, what it cost and how it was paid (each figure the
 * backend's), by whom (masked), and any prize. The ticket number is the one My Tickets shows.
 */
export const ReceiptCard = forwardRef<HTMLElement, ReceiptCardProps>(function ReceiptCard(
  { ticket, receipt, phone, lang },
  ref,
) {
  const { t } = useTranslation('receipt');
  const { gameName } = useLotteryLabels();
  const others = receipt && receipt.tickets.length > 1 ? receipt.tickets : [];
  const won = ticket.ticketState === 'WON_FINALIZED' && ticket.winAmountProportionate > 0;
  const first = ticket.firstDrawDateTime;
  const last = ticket.lastDrawDateTime;
  return (
    <Paper ref={ref} id="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('heading')}</h2>
      <Facts $compact>
        <dt>{t('receiptNumber')}</dt>
        <dd>
          <LtrFigure>{ticket.receiptNumber}</LtrFigure>
        </dd>
        <dt>{t('ticketId')}</dt>
        <dd>
          <LtrFigure>{ticketNumberOf(ticket)}</LtrFigure>
        </dd>
        {others.length > 0 ? (
          <>
            <dt>{t('purchaseTickets')}</dt>
            <dd>
              <FigureList values={others.map(ticketNumberOf)} />
            </dd>
          </>
        ) : null}
        <dt>{t('game')}</dt>
        <dd>{gameName(ticket.gameTypeNames[0] ?? ticket.ticketTypeName, ticket.displayName)}</dd>
        <dt>{t('draws')}</dt>
        <dd>
          {t('drawCount', { count: ticket.drawIds.length })}:{' '}
          {first === last
            ? formatDrawDate(first, lang)
            : `${formatDrawDate(first, lang)} – ${formatDrawDate(last, lang)}`}
        </dd>
        <PurchaseFigures
          receipt={receipt}
          cost={ticket.ticketCost > 0 ? ticket.ticketCost : undefined}
        />
        <dt>{t('purchased')}</dt>
        {/* Isolated left to right, but aligned with the other values (a dir on the dd moved it). */}
        <dd>
          <bdi dir="ltr">{`${formatDisplayDate(ticket.created)} ${formatTime(ticket.created)}`}</bdi>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <bdi dir="ltr">{maskPhone(phone)}</bdi>
        </dd>
      </Facts>
      {receipt === null ? <Note>{t('figuresMissing')}</Note> : null}
      {/* The sold tickets' price as the receipt states it, split as published (decision 0222). */}
      <GoodCausesShare amount={receipt ? receipt.cost - receipt.refunded : null} />
      <ol aria-label={t('grids')}>
        {ticket.tips.map((tip, i) => (
          <li key={i}>
            <NumberRow numbers={tip} size="sm" label={t('grid', { number: i + 1 })} />
          </li>
        ))}
      </ol>
      {won ? (
        <Prize>{t('prize', { amount: formatIqd(ticket.winAmountProportionate) })}</Prize>
      ) : null}
    </Paper>
  );
});
