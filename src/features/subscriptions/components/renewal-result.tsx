import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatIqd } from '@/lib/format';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { ticketNumberOf } from '@/lib/lottery/ticket-number';
import { PATHS } from '@/lib/navigation';
import { useFindTicket } from '@/entities/tickets';

/** The ticket a renewal bought, linked, with its result as the backend states it. */
export function RenewalResult({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('subscriptions');
  const { t: tc } = useTranslation();
  const { ticket } = useFindTicket(ticketId, ['open', 'drawn'], true);
  if (!ticket) return <span>{t('renewals.resultUnknown')}</span>;
  const open = ticket.ticketState === 'OPEN';
  const to = `${open ? PATHS.upcomingTicketsDetails : PATHS.drawnTicketsDetails}?id=${ticketId}`;
  const amount = tc('money.iqd', { amount: formatIqd(ticket.winAmountProportionate) });
  return (
    <>
      <Link to={to}>
        <LtrFigure>{ticketNumberOf(ticket)}</LtrFigure>
      </Link>
      {' · '}
      {open
        ? t('renewals.resultOpen')
        : ticket.ticketState === 'WON_FINALIZED'
          ? t('renewals.resultWon', { amount })
          : ticket.ticketState === 'LOST'
            ? t('renewals.resultLost')
            : t('renewals.resultUnknown')}
    </>
  );
}
