import type {
  RealityCheckMinutes,
  TimeOutLength,
} from '../../../src/lib/api/types/responsible-play';
import { toServerDateTime } from '../dates';
import { DomainError } from '../errors';
import { invalid, REALITY_CHECK_MINUTES, settle, TIME_OUT_MS, type PlayState } from './state';

/** Breaks from play: time-outs, the reality check and self-exclusion. */
/** During a time-out deposits and purchases are refused with its end. */
export function assertNoTimeOut(state: PlayState, now: number): void {
  if (state.timeOutUntil !== null && state.timeOutUntil > now) {
    throw new DomainError(403, 'TIME_OUT_ACTIVE', 'You are taking a break from play.', {
      details: { until: toServerDateTime(state.timeOutUntil) },
    });
  }
}

/** Starts or lengthens a time-out; it can never be shortened. */
export function takeTimeOut(state: PlayState, length: unknown, now: number): PlayState {
  if (typeof length !== 'string' || !(length in TIME_OUT_MS))
    throw invalid('length', 'The time-out is DAY, WEEK, MONTH or SIX_WEEKS');
  const until = now + TIME_OUT_MS[length as TimeOutLength];
  const current = settle(state, now).timeOutUntil;
  if (current !== null && until < current) {
    throw new DomainError(409, 'TIME_OUT_CANNOT_SHORTEN', 'A time-out cannot be shortened.', {
      details: { until: toServerDateTime(current) },
    });
  }
  return { ...settle(state, now), timeOutUntil: until };
}

export function setRealityCheck(state: PlayState, minutes: unknown): PlayState {
  if (!REALITY_CHECK_MINUTES.includes(minutes as RealityCheckMinutes))
    throw invalid('intervalMinutes', 'The reality check is 0 (off), 15, 30 or 60 minutes');
  return { ...state, realityCheckMinutes: minutes as RealityCheckMinutes };
}

export const SELF_EXCLUDED_MESSAGE =
  'You have excluded yourself from play. This account cannot log in.';

/** A settled state: a dated exclusion that ended is no longer set. Its end is in the details. */
export function assertNotSelfExcluded(state: PlayState): void {
  if (!state.selfExcluded) return;
  const until = state.selfExcludedUntil ?? null;
  throw new DomainError(403, 'ACCOUNT_SELF_EXCLUDED', SELF_EXCLUDED_MESSAGE, {
    details: { until: until === null ? null : toServerDateTime(until) },
  });
}
