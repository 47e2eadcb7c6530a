import type { Ticket } from '@/lib/api/types';
import { parseServerDate } from '@/lib/format';
import { isWinningDraw, ticketDraws, type WinningDraw } from './ticket-draws';

/** A win is announced when its draw was at most this long ago (older wins were seen in My Tickets). */
export const WIN_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What one notice announces: a ticket's win in one draw, or its total when no draw is known. */
export interface WinNotice {
  /** Remembered once shown: `ticketId:drawId`, or `ticketId:total` for a ticket-level notice. */
  key: string;
  ticket: Ticket;
  /**
   * The winning draw with its results; null for a multi-draw ticket the backend settled as won
   * without saying in which draw (only its total is known).
   */
  draw: WinningDraw | null;
  /** When the announced draw took place (the ticket's last draw for a ticket-level notice). */
  drawnAt: string;
}

/** The seen-list entry of a notice. */
export const noticeKey = (ticketId: number, drawId: number | 'total'): string =>
  `${ticketId}:${drawId}`;

function noticesOf(ticket: Ticket, now: Date): WinNotice[] {
  const draws = ticketDraws(ticket, now);
  const wins = draws.filter(isWinningDraw).map((draw) => ({
    key: noticeKey(ticket.ticketId, draw.drawId),
    ticket,
    draw,
    drawnAt: draw.drawDateTime ?? ticket.lastDrawDateTime,
  }));
  if (wins.length > 0 || draws.some((d) => d.result !== null)) return wins;
  // No draw has results: only the ticket's settled total can be announced.
  const won = ticket.ticketState === 'WON_FINALIZED' && ticket.winAmountProportionate > 0;
  return won
    ? [
        {
          key: noticeKey(ticket.ticketId, 'total'),
          ticket,
          draw: null,
          drawnAt: ticket.lastDrawDateTime,
        },
      ]
    : [];
}

/**
 * The wins of recent draws whose notice this browser has not shown, oldest draw first: one per
 * winning draw of each ticket (a play-ahead ticket can win in several), a ticket listed twice
 * announced once. `seen` holds notice keys;
 * a bare ticket id (what older versions stored) counts as every notice of that ticket.
 */
export function unseenWins(
  tickets: readonly Ticket[],
  seen: readonly (string | number)[],
  now: Date,
): WinNotice[] {
  const seenKeys = new Set(seen.map(String));
  const at = (notice: WinNotice) => parseServerDate(notice.drawnAt).getTime();
  return tickets
    .filter((ticket) => !seenKeys.has(String(ticket.ticketId)))
    .flatMap((ticket) => noticesOf(ticket, now))
    .filter((notice, index, all) => all.findIndex((n) => n.key === notice.key) === index)
    .filter((notice) => !seenKeys.has(notice.key))
    .filter((notice) => now.getTime() - at(notice) <= WIN_NOTICE_DAYS * DAY_MS)
    .sort((a, b) => at(a) - at(b));
}
