import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/lib/api/types';

/** "From a subscription" on a ticket a renewal bought (the backend says so); nothing otherwise. */
export function SubscriptionTicketMark({ ticket }: { ticket: Pick<Ticket, 'source'> }) {
  const { t } = useTranslation('subscriptions');
  return ticket.source === 'subscription' ? <span className="muted">{t('ticketMark')}</span> : null;
}
