import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Ticket } from '@/lib/api/types';
import { loadTickets, ticketLists, type TicketListKind } from '@/lib/lottery/ticket-lists';

/** How far a details page opened directly (no list loaded) pages through the list to find its ticket. */
const MAX_SEARCH = 200;

/** The ticket with this id from the lists, loading pages of the list when it is not there yet. */
export function useTicket(id: number, kind: TicketListKind, enabled: boolean) {
  const lists = useSnapshot(ticketLists, { sync: true });
  const list = lists[kind];
  const ticket = [...lists.open.tickets, ...lists.drawn.tickets].find((t) => t.ticketId === id) as
    Ticket | undefined;
  const searching = !ticket && !list.noMore && !list.failed && list.nextFrom < MAX_SEARCH;

  useEffect(() => {
    if (!enabled || !searching || list.loading) return;
    void loadTickets(kind, list.nextFrom === 0 ? 'replace' : 'append');
  }, [enabled, searching, list.loading, list.nextFrom, kind]);

  return { ticket, searching: searching && enabled, failed: list.failed };
}
