import type { OverviewFrequency } from '../../../src/lib/api/types/play-session';
import { DAY } from '../dates';
import { invalid, type PlayState } from './state';

/**
 * The spending overview (decision 0283): shown at login once its period has passed since the
 * player last saw it (Norsk Tipping: every 14 days by default). Its clock starts at the first
 * login, so a player is never greeted by it on the first day.
 */
export const OVERVIEW_MS: Record<OverviewFrequency, number> = {
  DAY,
  WEEK: 7 * DAY,
  FORTNIGHT: 14 * DAY,
  MONTH: 30 * DAY,
};
export const DEFAULT_FREQUENCY: OverviewFrequency = 'FORTNIGHT';

export interface OverviewState {
  frequency: OverviewFrequency;
  /** When the player last saw it (or first logged in): the overview's period starts here. */
  since: number;
}

export const overviewOf = (state: PlayState, now: number): OverviewState =>
  state.overview ?? { frequency: DEFAULT_FREQUENCY, since: now };

/** At login: the overview's clock starts, once. */
export const startOverview = (state: PlayState, now: number): PlayState =>
  state.overview ? state : { ...state, overview: overviewOf(state, now) };

export const overviewDueAt = (o: OverviewState) => o.since + OVERVIEW_MS[o.frequency];

export const isOverviewDue = (o: OverviewState, now: number) => now >= overviewDueAt(o);

export function setOverviewFrequency(state: PlayState, frequency: unknown, now: number): PlayState {
  if (typeof frequency !== 'string' || !(frequency in OVERVIEW_MS))
    throw invalid('frequency', 'The frequency is DAY, WEEK, FORTNIGHT or MONTH');
  const current = overviewOf(state, now);
  return { ...state, overview: { ...current, frequency: frequency as OverviewFrequency } };
}

/** Seen (dismissed): the next period starts now. */
export const overviewSeen = (state: PlayState, now: number): PlayState => ({
  ...state,
  overview: { ...overviewOf(state, now), since: now },
});

export interface PeriodMoney {
  deposits: number;
  spent: number;
  won: number;
}

/** A dated deposit, spend or win (a sold-out refund is a negative spend). */
export interface MoneyMove {
  at: number;
  deposit?: number;
  spend?: number;
  win?: number;
}

/** Sums dated amounts of each kind inside [from, to]; net is what play gave back less its cost. */
export function periodTotals(
  events: readonly MoneyMove[],
  from: number,
  to: number,
): PeriodMoney & { net: number } {
  const totals = { deposits: 0, spent: 0, won: 0 };
  for (const e of events) {
    if (e.at < from || e.at > to) continue;
    totals.deposits += e.deposit ?? 0;
    totals.spent += e.spend ?? 0;
    totals.won += e.win ?? 0;
  }
  return { ...totals, net: totals.won - totals.spent };
}
