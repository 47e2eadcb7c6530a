import { useFindTicket } from '@/entities/tickets';

const SEARCH = ['drawn', 'open'] as const;

/** The ticket with this id from the drawn or open list, loading pages until it is found. */
export function useReceiptTicket(id: number) {
  const { ticket, searching } = useFindTicket(id, SEARCH, true);
  return { ticket, searching };
}
