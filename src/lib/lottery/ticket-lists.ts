import { DateTime } from 'luxon';
import { api } from '@/lib/api';
import type { Ticket, TicketFilter, TicketListQuery } from '@/lib/api/types';
import { resettableProxy } from '@/lib/storage';
import {
  applyDrawnPage,
  applyOpenPage,
  emptyTicketList,
  type LoadMode,
  type TicketListState,
} from './ticket-merge';

export type TicketListKind = 'open' | 'drawn';

/** Tickets per page (the spec leaves it to the caller). */
export const TICKETS_PAGE_SIZE = 10;

const FILTERS: Record<TicketListKind, TicketFilter[]> = {
  open: [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
  drawn: [{ filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] }],
};
const ORDER: Record<TicketListKind, TicketListQuery['orderBy']> = {
  open: '-created',
  drawn: '-lastDrawDateTime',
};

interface ListSlot extends TicketListState {
  /** Offset of the next page on the server (counts what the client filtered out too). */
  nextFrom: number;
  loading: boolean;
  failed: boolean;
}

const emptySlot = (): ListSlot => ({
  ...emptyTicketList(),
  nextFrom: 0,
  loading: false,
  failed: false,
});

/**
 * The open and drawn ticket lists (section 4's loading rules). They live here, not in the tickets
 * feature, because resetting the cart clears them too.
 */
export const ticketLists = resettableProxy(() => ({ open: emptySlot(), drawn: emptySlot() }));

const latest: Record<TicketListKind, number> = { open: 0, drawn: 0 };

/** Loads one page of a list: replace starts from the top, append continues. */
export async function loadTickets(
  kind: TicketListKind,
  mode: LoadMode,
  now: () => DateTime = () => DateTime.now(),
): Promise<void> {
  const slot = ticketLists[kind];
  if (slot.loading && mode === 'append') return;
  if (mode === 'append' && slot.noMore) return;
  const from = mode === 'replace' ? 0 : slot.nextFrom;
  const request = ++latest[kind];
  slot.loading = true;
  slot.failed = false;
  try {
    const page = await api.getTickets(FILTERS[kind], {
      from,
      quantity: TICKETS_PAGE_SIZE,
      orderBy: ORDER[kind],
    });
    // A newer load (e.g. a replace after a reset) wins over this older answer.
    if (request !== latest[kind]) return;
    const next =
      kind === 'drawn'
        ? applyDrawnPage(slot, page, mode, now())
        : applyOpenPage(slot, page, mode, ticketLists.drawn.tickets as Ticket[]);
    Object.assign(ticketLists[kind], next, { nextFrom: from + page.length });
  } catch {
    if (request === latest[kind]) slot.failed = true;
  } finally {
    if (request === latest[kind]) slot.loading = false;
  }
}

/** Section 4's cart reset clears both ticket lists. */
export function resetTicketLists(): void {
  latest.open++;
  latest.drawn++;
  Object.assign(ticketLists.open, emptySlot());
  Object.assign(ticketLists.drawn, emptySlot());
}

export const findTicket = (id: number): Ticket | undefined =>
  [...ticketLists.open.tickets, ...ticketLists.drawn.tickets].find((t) => t.ticketId === id) as
    Ticket | undefined;
