import { parseServerDate } from '@/lib/format';
import type { WinNotice } from './win-notices';

/** One draw's wins over all of the player's tickets (or one ticket's total when no draw is known). */
export interface DrawWinSummary {
  key: string;
  /** null: a ticket the backend settled as won without saying in which draw. */
  drawId: number | null;
  drawnAt: string;
  /** The backend's per-ticket amounts of this draw, added up. */
  total: number;
  /** Biggest win first. */
  wins: WinNotice[];
}

/** What one notice won, as the backend gave it: the draw's amount, or the ticket's total. */
export const amountOf = (notice: WinNotice): number =>
  notice.draw ? notice.draw.result.winAmount : notice.ticket.winAmountProportionate;

/**
 * The unseen wins grouped by draw (issue 38): one summary per draw with the total over every
 * ticket, each ticket biggest first, and the draws biggest total first (then the latest), so a
 * jackpot is never last behind small wins.
 */
export function summariseWins(notices: readonly WinNotice[]): DrawWinSummary[] {
  const byDraw = new Map<string, DrawWinSummary>();
  for (const notice of notices) {
    const key = notice.draw ? `draw:${notice.draw.drawId}` : `ticket:${notice.ticket.ticketId}`;
    const summary = byDraw.get(key) ?? {
      key,
      drawId: notice.draw?.drawId ?? null,
      drawnAt: notice.drawnAt,
      total: 0,
      wins: [],
    };
    summary.total += amountOf(notice);
    summary.wins.push(notice);
    byDraw.set(key, summary);
  }
  const at = (s: DrawWinSummary) => parseServerDate(s.drawnAt).getTime();
  return [...byDraw.values()]
    .map((s) => ({ ...s, wins: [...s.wins].sort((a, b) => amountOf(b) - amountOf(a)) }))
    .sort((a, b) => b.total - a.total || at(b) - at(a));
}
