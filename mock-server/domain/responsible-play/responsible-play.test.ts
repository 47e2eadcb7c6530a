import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../dates';
import { DomainError } from '../errors';
import {
  assertNoTimeOut,
  assertNotSelfExcluded,
  assertWithinLimits,
  emptyPlayState,
  setLimit,
  setRealityCheck,
  settle,
  standings,
  takeTimeOut,
  type PlayState,
} from './index';

const T0 = Date.UTC(2026, 10, 22, 9);
const refusal = { status: 422, code: 'DEPOSIT_LIMIT_EXCEEDED', message: 'over' };

function refusedWith(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const daily = (amount: number | null, state: PlayState = emptyPlayState(), now = T0) =>
  setLimit(state, 'DEPOSIT', 'DAY', amount, now);

describe('deposit limits', () => {
  it('applies a new limit at once, anchored now', () => {
    expect(daily(5000).limits.DEPOSIT_DAY).toEqual({ amount: 5000, anchor: T0, pending: null });
  });

  it('applies a decrease at once and drops a pending increase', () => {
    const raised = daily(8000, daily(5000), T0 + HOUR);
    const lowered = daily(3000, raised, T0 + 2 * HOUR);
    expect(lowered.limits.DEPOSIT_DAY).toMatchObject({ amount: 3000, pending: null });
  });

  it('keeps an increase pending for 24 hours, then applies it', () => {
    const raised = daily(8000, daily(5000), T0 + HOUR);
    expect(raised.limits.DEPOSIT_DAY).toMatchObject({
      amount: 5000,
      pending: { amount: 8000, at: T0 + HOUR + DAY },
    });
    expect(settle(raised, T0 + HOUR + DAY - 1).limits.DEPOSIT_DAY?.amount).toBe(5000);
    expect(settle(raised, T0 + HOUR + DAY).limits.DEPOSIT_DAY).toMatchObject({
      amount: 8000,
      pending: null,
    });
  });

  it('keeps a removal pending for 24 hours, then drops the limit', () => {
    const removed = daily(null, daily(5000), T0);
    expect(removed.limits.DEPOSIT_DAY?.pending).toEqual({ amount: null, at: T0 + DAY });
    expect(settle(removed, T0 + DAY).limits.DEPOSIT_DAY).toBeUndefined();
  });

  it('counts what was deposited in the current fixed window only', () => {
    const state = daily(5000);
    const events = [
      { at: T0 + HOUR, amount: 4000 },
      { at: T0 + DAY + HOUR, amount: 1000 },
    ];
    expect(standings(state, 'DEPOSIT', events, T0 + 2 * HOUR)[0]).toMatchObject({
      used: 4000,
      remaining: 1000,
      resetsAt: T0 + DAY,
    });
    expect(standings(state, 'DEPOSIT', events, T0 + DAY + 2 * HOUR)[0]).toMatchObject({
      used: 1000,
      remaining: 4000,
      resetsAt: T0 + 2 * DAY,
    });
  });

  it('refuses above the lowest remaining amount and names that limit', () => {
    const state = setLimit(daily(5000), 'DEPOSIT', 'WEEK', 4500, T0);
    const events = [{ at: T0 + HOUR, amount: 4000 }];
    const error = refusedWith(() =>
      assertWithinLimits(state, 'DEPOSIT', 1000, events, T0 + 2 * HOUR, refusal),
    );
    expect(error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(error.extra.details).toMatchObject({ period: 'WEEK', limit: 4500, remaining: 500 });
    expect(() =>
      assertWithinLimits(state, 'DEPOSIT', 500, events, T0 + 2 * HOUR, refusal),
    ).not.toThrow();
  });

  it('does not let spending count against deposit limits', () => {
    const state = setLimit(emptyPlayState(), 'SPENDING', 'DAY', 1000, T0);
    expect(() => assertWithinLimits(state, 'DEPOSIT', 9000, [], T0, refusal)).not.toThrow();
    expect(() => assertWithinLimits(state, 'SPENDING', 1500, [], T0, refusal)).toThrow();
  });

  it('refuses a limit that is not a positive whole amount', () => {
    for (const amount of [0, -5, 12.5, '5000']) {
      expect(() => daily(amount as number)).toThrow(DomainError);
    }
  });
});

describe('time-out', () => {
  it('refuses deposits and purchases until it ends, with the end time', () => {
    const state = takeTimeOut(emptyPlayState(), 'DAY', T0);
    const error = refusedWith(() => assertNoTimeOut(state, T0 + HOUR));
    expect(error.httpStatus).toBe(403);
    expect(error.extra.details).toEqual({ until: '2026-11-23T12:00:00+03:00' });
    expect(() => assertNoTimeOut(state, T0 + DAY)).not.toThrow();
  });

  it('can be lengthened but never shortened', () => {
    const week = takeTimeOut(emptyPlayState(), 'WEEK', T0);
    expect(refusedWith(() => takeTimeOut(week, 'DAY', T0 + HOUR)).code).toBe(
      'TIME_OUT_CANNOT_SHORTEN',
    );
    expect(takeTimeOut(week, 'SIX_WEEKS', T0 + HOUR).timeOutUntil).toBe(T0 + HOUR + 42 * DAY);
  });

  it('refuses an unknown length', () => {
    expect(() => takeTimeOut(emptyPlayState(), 'YEAR', T0)).toThrow(DomainError);
  });
});

describe('reality check and self-exclusion', () => {
  it('accepts only off, 15, 30 and 60 minutes', () => {
    expect(setRealityCheck(emptyPlayState(), 15).realityCheckMinutes).toBe(15);
    expect(() => setRealityCheck(emptyPlayState(), 20)).toThrow(DomainError);
  });

  it('refuses a self-excluded player with its own code', () => {
    const error = refusedWith(() =>
      assertNotSelfExcluded({ ...emptyPlayState(), selfExcluded: true }),
    );
    expect(error.code).toBe('ACCOUNT_SELF_EXCLUDED');
  });
});
