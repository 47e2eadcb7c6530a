import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './dates';
import { emptyPlayState, setLimit, type PlayState } from './responsible-play';
import {
  atNight,
  depositsRising,
  limitRaisedThenReached,
  nightPlay,
  riskSignals,
  weeklyDeposits,
  type RiskFacts,
} from './risk-signals';

/** Friday 20 Nov 2026, 12:00 in Baghdad: the fake's clock start in the fake's own tests. */
const NOW = Date.parse('2026-11-20T09:00:00Z');
const WEEK = 7 * DAY;
const deposit = (at: number, amount: number) => ({ at, amount });
const facts = (over: Partial<RiskFacts> = {}): RiskFacts => ({
  deposits: [],
  spending: [],
  purchases: [],
  state: emptyPlayState(),
  ...over,
});

describe('deposits rising week over week', () => {
  const rising = [deposit(NOW - 2 * WEEK - DAY, 5000), deposit(NOW - WEEK - DAY, 10_000)];

  it('fires when each of three weeks saw more deposited than the week before', () => {
    const deposits = [...rising, deposit(NOW - HOUR, 20_000)];
    expect(weeklyDeposits(deposits, NOW)).toEqual([5000, 10_000, 20_000]);
    expect(depositsRising(deposits, NOW)).toBe(true);
  });

  it('does not fire on a flat week, a first week without deposits, or a week later', () => {
    expect(depositsRising([...rising, deposit(NOW - HOUR, 10_000)], NOW)).toBe(false);
    expect(depositsRising([rising[1]!, deposit(NOW - HOUR, 20_000)], NOW)).toBe(false);
    // The same deposits seen one week later on the clock: the oldest week has left the window.
    const deposits = [...rising, deposit(NOW - HOUR, 20_000)];
    expect(depositsRising(deposits, NOW + WEEK)).toBe(false);
  });
});

describe('play at night (00:00-05:00 Baghdad)', () => {
  // 01:30 in Baghdad is 22:30 UTC the day before.
  const night = (daysAgo: number) => Date.parse('2026-11-19T22:30:00Z') - daysAgo * DAY;

  it('knows the night by Baghdad time, not UTC', () => {
    expect(atNight(night(0))).toBe(true);
    expect(atNight(Date.parse('2026-11-20T02:00:00Z'))).toBe(false); // 05:00 in Baghdad
    expect(atNight(Date.parse('2026-11-20T01:59:00Z'))).toBe(true);
    expect(atNight(NOW)).toBe(false);
  });

  it('fires on three night purchases within 14 days, not on two or on old ones', () => {
    expect(nightPlay([night(0), night(3), night(6)], NOW)).toBe(true);
    expect(nightPlay([night(0), night(3), NOW - HOUR], NOW)).toBe(false);
    expect(nightPlay([night(0), night(3), night(20)], NOW)).toBe(false);
    // Fourteen days on, the same purchases no longer count.
    expect(nightPlay([night(0), night(3), night(6)], NOW + 14 * DAY)).toBe(false);
  });
});

describe('a limit raised, then reached within 7 days', () => {
  // The daily windows start 2 hours before NOW: a deposit an hour before NOW is in the current one.
  const T0 = NOW - 5 * DAY - 2 * HOUR;
  // A daily deposit limit of 5,000 raised to 20,000: the increase takes effect 24 h later.
  const raised: PlayState = setLimit(
    setLimit(emptyPlayState(), 'DEPOSIT', 'DAY', 5000, T0),
    'DEPOSIT',
    'DAY',
    20_000,
    T0 + HOUR,
  );

  it('fires when the raised limit is used up within 7 days of the increase', () => {
    const deposits = [deposit(NOW - HOUR, 20_000)];
    expect(limitRaisedThenReached(facts({ state: raised, deposits }), NOW)).toBe(true);
    expect(riskSignals(facts({ state: raised, deposits }), NOW)).toEqual([
      'LIMIT_RAISED_THEN_REACHED',
    ]);
  });

  it('does not fire below the limit, for a limit never raised, or 7 days after the increase', () => {
    expect(
      limitRaisedThenReached(
        facts({ state: raised, deposits: [deposit(NOW - HOUR, 19_000)] }),
        NOW,
      ),
    ).toBe(false);
    const never = setLimit(emptyPlayState(), 'DEPOSIT', 'DAY', 20_000, T0);
    expect(
      limitRaisedThenReached(facts({ state: never, deposits: [deposit(NOW - HOUR, 20_000)] }), NOW),
    ).toBe(false);
    const later = NOW + 3 * DAY;
    expect(
      limitRaisedThenReached(
        facts({ state: raised, deposits: [deposit(later - HOUR, 20_000)] }),
        later,
      ),
    ).toBe(false);
  });

  it('reads spending limits against spending', () => {
    const spend = setLimit(
      setLimit(emptyPlayState(), 'SPENDING', 'WEEK', 2000, T0),
      'SPENDING',
      'WEEK',
      6000,
      T0,
    );
    const spending = [deposit(NOW - HOUR, 6000)];
    expect(limitRaisedThenReached(facts({ state: spend, spending }), NOW)).toBe(true);
    expect(limitRaisedThenReached(facts({ state: spend, deposits: spending }), NOW)).toBe(false);
  });
});

it('no signal for a player who plays in the day and deposits the same each week', () => {
  const deposits = [0, 1, 2].map((w) => deposit(NOW - w * WEEK - HOUR, 5000));
  expect(riskSignals(facts({ deposits, purchases: [NOW - HOUR, NOW - DAY] }), NOW)).toEqual([]);
});
