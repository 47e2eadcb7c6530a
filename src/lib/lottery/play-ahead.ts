import type { Draw } from '@/lib/api/types';
import { millisOf, parseServerDate } from '@/lib/format';

/**
 * Play ahead (docs/decisions.md 302): the periods a player can choose in one step. The maximum,
 * 8 weeks (16 draws at two draws a week), stays inside the two-month offer window of section 9.
 */
export const PLAY_AHEAD_WEEKS = [1, 2, 4, 8] as const;
export type PlayAheadWeeks = (typeof PLAY_AHEAD_WEEKS)[number];
export const MAX_PLAY_AHEAD_WEEKS = 8;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The draws on sale in the next `weeks` weeks from now: [now, now + weeks). Counting by time, not
 * by a number of draws, keeps it right whatever the weekly schedule is.
 */
export function drawsAhead(draws: readonly Draw[], weeks: number, now: Date = new Date()): Draw[] {
  const start = millisOf(now);
  const end = start + Math.min(weeks, MAX_PLAY_AHEAD_WEEKS) * WEEK_MS;
  return draws.filter((d) => {
    const at = parseServerDate(d.drawDate).getTime();
    return at >= start && at < end;
  });
}
