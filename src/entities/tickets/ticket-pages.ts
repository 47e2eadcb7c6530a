import { DateTime } from 'luxon';
import type { Ticket } from '@/lib/api/types';

export type TicketListKind = 'open' | 'drawn';

/** Drawn list: only tickets whose last draw time is not in the future (section 4). */
export const isDrawnByNow = (ticket: Pick<Ticket, 'lastDrawDateTime'>, now: DateTime): boolean => {
  const last = DateTime.fromISO(ticket.lastDrawDateTime, { setZone: true });
  return last.isValid && last.toMillis() <= now.toMillis();
};

/** The pages in order, without duplicates by ticketId (the first copy wins). */
export function mergeTickets(pages: readonly Ticket[][]): Ticket[] {
  const seen = new Set<number>();
  const merged: Ticket[] = [];
  for (const ticket of pages.flat()) {
    if (seen.has(ticket.ticketId)) continue;
    seen.add(ticket.ticketId);
    merged.push(ticket);
  }
  return merged;
}

/**
 * What a list shows from its answered pages (section 4): drawn tickets whose last draw has
 * passed, and cancelled ones at once (decision 0280: a voided ticket stays in the history);
 * open tickets not already in the drawn list.
 */
export function visibleTickets(
  kind: TicketListKind,
  pages: readonly Ticket[][],
  now: DateTime,
  drawn: readonly Ticket[] = [],
): Ticket[] {
  if (kind === 'drawn')
    return mergeTickets(pages).filter((t) => t.ticketState === 'CANCELLED' || isDrawnByNow(t, now));
  const drawnIds = new Set(drawn.map((t) => t.ticketId));
  return mergeTickets(pages).filter((t) => !drawnIds.has(t.ticketId));
}
