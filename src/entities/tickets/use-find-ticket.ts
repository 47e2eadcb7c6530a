import { useEffect } from 'react';
import { useTicketList } from './get-tickets';
import type { TicketListKind } from './ticket-pages';

/** How far a page opened directly (no list loaded) pages through a list to find its ticket. */
const MAX_SEARCH = 200;

/**
 * The ticket with this id from the open or drawn list, paging through the `search` lists in order
 * until it is found (a details page or receipt opened from a link).
 */
export function useFindTicket(id: number, search: readonly TicketListKind[], enabled: boolean) {
  const lists = {
    drawn: useTicketList('drawn', enabled && search.includes('drawn')),
    open: useTicketList('open', enabled && search.includes('open')),
  };
  const ticket = [...lists.open.tickets, ...lists.drawn.tickets].find((t) => t.ticketId === id);
  const next = search.find(
    (kind) => !lists[kind].noMore && !lists[kind].failed && lists[kind].loaded < MAX_SEARCH,
  );
  const searching = enabled && !ticket && next !== undefined;
  const list = next === undefined ? undefined : lists[next];
  const busy = list?.loading ?? false;
  const loaded = list?.loaded ?? 0;

  const loadMore = list?.loadMore;
  // `loaded` moves on after each page: the effect asks for the next one until it is found.
  useEffect(() => {
    if (searching && !busy) loadMore?.();
  }, [searching, busy, next, loaded, loadMore]);

  return { ticket, searching, failed: search.some((kind) => lists[kind].failed) };
}
