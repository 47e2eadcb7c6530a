import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/ui/facts';
import { LtrFigure } from '@/components/ui/ltr-figure';
import type { Ticket } from '@/lib/api/types';
import { formatDisplayDate, formatDrawDate, formatIqd, formatTime } from '@/lib/format';
import { ticketDraws } from '@/lib/lottery/ticket-draws';
import { ticketNumberOf } from '@/lib/lottery/ticket-number';
import { TicketStatus } from './ticket-status';

/** Ticket id, draw date (a play-ahead ticket: its draws), cost, status, purchase date, receipt id. */
export function TicketFacts({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <Facts>
      <dt>{t('details.ticketId')}</dt>
      <dd>
        <LtrFigure>{ticketNumberOf(ticket)}</LtrFigure>
      </dd>
      <dt>{t('details.drawDate')}</dt>
      <dd>
        {ticket.drawIds.length > 1
          ? t('details.drawDates', {
              count: ticket.drawIds.length,
              first: formatDrawDate(ticket.firstDrawDateTime, i18n.language),
              last: formatDrawDate(ticket.lastDrawDateTime, i18n.language),
            })
          : `${formatDrawDate(ticket.lastDrawDateTime, i18n.language)} · ${formatTime(ticket.lastDrawDateTime)}`}
      </dd>
      <dt>{t('details.cost')}</dt>
      <dd>{t('details.amount', { amount: formatIqd(ticket.ticketCost) })}</dd>
      <dt>{t('details.status')}</dt>
      <dd>
        <TicketStatus state={ticket.ticketState} draws={ticketDraws(ticket, new Date())} />
      </dd>
      <dt>{t('details.purchaseDate')}</dt>
      <dd>
        {formatDisplayDate(ticket.created)} {formatTime(ticket.created)}
      </dd>
      <dt>{t('details.receipt')}</dt>
      <dd>
        <LtrFigure>{ticket.receiptNumber}</LtrFigure>
      </dd>
    </Facts>
  );
}
