import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Ticket } from '@/lib/api/types';
import { loadTickets, ticketLists } from '@/lib/lottery/ticket-lists';

/** How far a receipt opened directly pages through the lists to find its ticket. */
const MAX_SEARCH = 200;

/** The ticket with this id from the open or drawn list, loading pages until it is found. */
export function useReceiptTicket(id: number) {
  const lists = useSnapshot(ticketLists, { sync: true });
  const ticket = [...lists.open.tickets, ...lists.drawn.tickets].find((t) => t.ticketId === id) as
    Ticket | undefined;
  const next = (['drawn', 'open'] as const).find(
    (kind) => !lists[kind].noMore && !lists[kind].failed && lists[kind].nextFrom < MAX_SEARCH,
  );
  const searching = !ticket && next !== undefined;
  const busy = next !== undefined && lists[next].loading;
  const from = next !== undefined ? lists[next].nextFrom : 0;

  useEffect(() => {
    if (!searching || busy || next === undefined) return;
    void loadTickets(next, from === 0 ? 'replace' : 'append');
  }, [searching, busy, next, from]);

  return { ticket, searching };
}
