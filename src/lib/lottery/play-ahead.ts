import type { Draw } from '@/lib/api/types';
import { millisOf, parseServerDate } from '@/lib/format';

/**
 * Play ahead (docs/behaviour.md 302): the periods a player can choose in one step. The maximum,
 * 8 weeks (16 draws at two draws a week), stays inside the two-month offer window of section 9.
 */
export const PLAY_AHEAD_WEEKS = [1, 2, 4, 8] as const;
export type PlayAheadWeeks = (typeof PLAY_AHEAD_WEEKS)[number];
export const MAX_PLAY_AHEAD_WEEKS = 8;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The draws on sale in the next `weeks` weeks: from the first draw on sale (at or after `now`)
 * for `weeks` × 7 days. Counting by time, not by a number of draws, follows any weekly schedule;
 * starting at the first draw, not at the device's clock, keeps 4 weeks at 8 draws even when the
 * device's clock is behind the backend's.
 */
export function drawsAhead(draws: readonly Draw[], weeks: number, now: Date = new Date()): Draw[] {
  const times = draws.map((d) => ({ draw: d, at: parseServerDate(d.drawDate).getTime() }));
  const upcoming = times.filter((d) => d.at >= millisOf(now)).sort((a, b) => a.at - b.at);
  const start = upcoming[0]?.at ?? Infinity;
  const end = start + Math.min(weeks, MAX_PLAY_AHEAD_WEEKS) * WEEK_MS;
  return upcoming.filter((d) => d.at < end).map((d) => d.draw);
}
