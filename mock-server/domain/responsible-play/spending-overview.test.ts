import { describe, expect, it } from 'vitest';
import { DAY } from '../dates';
import { DomainError } from '../errors';
import {
  emptyPlayState,
  isOverviewDue,
  overviewDueAt,
  overviewOf,
  overviewSeen,
  periodTotals,
  setOverviewFrequency,
  startOverview,
} from './index';

const T0 = Date.UTC(2026, 10, 22, 9);

describe('the spending overview (decision 0283)', () => {
  it('starts its clock at the first login, every 14 days by default', () => {
    const started = startOverview(emptyPlayState(), T0);
    expect(started.overview).toEqual({ frequency: 'FORTNIGHT', since: T0 });
    // A later login does not move it.
    expect(startOverview(started, T0 + DAY).overview?.since).toBe(T0);
    const o = overviewOf(started, T0);
    expect(isOverviewDue(o, T0 + 14 * DAY - 1)).toBe(false);
    expect(isOverviewDue(o, T0 + 14 * DAY)).toBe(true);
  });

  it('is due daily, weekly or monthly by choice, counted from the last time seen', () => {
    const started = startOverview(emptyPlayState(), T0);
    const daily = setOverviewFrequency(started, 'DAY', T0);
    expect(overviewDueAt(overviewOf(daily, T0))).toBe(T0 + DAY);
    const weekly = setOverviewFrequency(started, 'WEEK', T0);
    expect(overviewDueAt(overviewOf(weekly, T0))).toBe(T0 + 7 * DAY);
    const monthly = setOverviewFrequency(started, 'MONTH', T0);
    expect(overviewDueAt(overviewOf(monthly, T0))).toBe(T0 + 30 * DAY);
    const seen = overviewSeen(weekly, T0 + 8 * DAY);
    expect(overviewOf(seen, T0 + 8 * DAY)).toEqual({ frequency: 'WEEK', since: T0 + 8 * DAY });
    expect(isOverviewDue(overviewOf(seen, T0 + 8 * DAY), T0 + 8 * DAY)).toBe(false);
  });

  it('refuses an unknown frequency with 400', () => {
    for (const bad of ['YEAR', 14, null]) {
      const run = () => setOverviewFrequency(emptyPlayState(), bad, T0);
      expect(run).toThrow(DomainError);
    }
  });

  it('sums deposits, spend and wins inside the period; net is wins less spend', () => {
    const moves = [
      { at: T0 - 1, deposit: 99_000 },
      { at: T0, deposit: 10_000 },
      { at: T0 + DAY, spend: 3_000 },
      { at: T0 + DAY, spend: -1_000 },
      { at: T0 + 2 * DAY, win: 500 },
      { at: T0 + 20 * DAY, win: 50_000 },
    ];
    expect(periodTotals(moves, T0, T0 + 14 * DAY)).toEqual({
      deposits: 10_000,
      spent: 2_000,
      won: 500,
      net: -1_500,
    });
  });
});
