import { DateTime } from 'luxon';
import type { Ticket } from '@/lib/api/types';

export type LoadMode = 'replace' | 'append';

/** Drawn list: only tickets whose last draw time is not in the future (section 4). */
export const isDrawnByNow = (ticket: Pick<Ticket, 'lastDrawDateTime'>, now: DateTime): boolean => {
  const last = DateTime.fromISO(ticket.lastDrawDateTime, { setZone: true });
  return last.isValid && last.toMillis() <= now.toMillis();
};

/** Replace or append, then drop duplicates by ticketId (the first copy wins). */
export function mergeTickets(current: Ticket[], page: Ticket[], mode: LoadMode): Ticket[] {
  const seen = new Set<number>();
  const merged: Ticket[] = [];
  for (const ticket of mode === 'replace' ? page : [...current, ...page]) {
    if (seen.has(ticket.ticketId)) continue;
    seen.add(ticket.ticketId);
    merged.push(ticket);
  }
  return merged;
}

export interface TicketListState {
  tickets: Ticket[];
  /** An empty page was answered: nothing more to load. */
  noMore: boolean;
}

export const emptyTicketList = (): TicketListState => ({ tickets: [], noMore: false });

/** Applies one answered page of drawn tickets. */
export function applyDrawnPage(
  state: TicketListState,
  page: Ticket[],
  mode: LoadMode,
  now: DateTime,
): TicketListState {
  const base = mode === 'replace' ? emptyTicketList() : state;
  if (page.length === 0) return { ...base, noMore: true };
  const drawn = page.filter((t) => isDrawnByNow(t, now));
  return { tickets: mergeTickets(base.tickets, drawn, mode), noMore: false };
}

/** Applies one answered page of open tickets: those already in the drawn list are left out. */
export function applyOpenPage(
  state: TicketListState,
  page: Ticket[],
  mode: LoadMode,
  drawn: Ticket[],
): TicketListState {
  const base = mode === 'replace' ? emptyTicketList() : state;
  if (page.length === 0) return { ...base, noMore: true };
  const drawnIds = new Set(drawn.map((t) => t.ticketId));
  const open = page.filter((t) => !drawnIds.has(t.ticketId));
  return { tickets: mergeTickets(base.tickets, open, mode), noMore: false };
}
