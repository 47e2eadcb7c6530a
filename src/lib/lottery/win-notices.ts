import type { Ticket } from '@/lib/api/types';
import { parseServerDate } from '@/lib/format';

/** A win is announced when its draw was at most this long ago (older wins were seen in My Tickets). */
export const WIN_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The won tickets of recent draws whose notice this browser has not shown, oldest draw first. */
export function unseenWins(
  tickets: readonly Ticket[],
  seen: readonly number[],
  now: Date,
): Ticket[] {
  return tickets
    .filter((t) => t.ticketState === 'WON_FINALIZED' && t.winAmountProportionate > 0)
    .filter((t) => !seen.includes(t.ticketId))
    .filter(
      (t) =>
        now.getTime() - parseServerDate(t.lastDrawDateTime).getTime() <= WIN_NOTICE_DAYS * DAY_MS,
    )
    .sort(
      (a, b) =>
        parseServerDate(a.lastDrawDateTime).getTime() -
        parseServerDate(b.lastDrawDateTime).getTime(),
    );
}
