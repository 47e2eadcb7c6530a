import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  TimeOutLength,
} from '../../src/lib/api/types/responsible-play';
import { DAY, toServerDateTime } from './dates';
import { DomainError } from './errors';

/**
 * Responsible-play rules (docs/decisions.md 280-283), pure: every function takes `now` and the
 * player's state and answers a new state or a refusal. The service layer stores the state.
 */
export interface LimitRule {
  amount: number;
  /** When the limit was first set: its windows are counted from here. */
  anchor: number;
  pending: { amount: number | null; at: number } | null;
}

export interface PlayState {
  limits: Partial<Record<LimitKey, LimitRule>>;
  timeOutUntil: number | null;
  realityCheckMinutes: RealityCheckMinutes;
  selfExcluded: boolean;
}

export type LimitKey = `${LimitKind}_${LimitPeriod}`;
export const limitKey = (kind: LimitKind, period: LimitPeriod): LimitKey => `${kind}_${period}`;

export const PERIOD_MS: Record<LimitPeriod, number> = { DAY, WEEK: 7 * DAY, MONTH: 30 * DAY };
export const TIME_OUT_MS: Record<TimeOutLength, number> = {
  DAY,
  WEEK: 7 * DAY,
  MONTH: 30 * DAY,
  SIX_WEEKS: 42 * DAY,
};
/** How long an increase or removal waits (cooling-off). */
export const PENDING_MS = DAY;
export const MAX_LIMIT = 100_000_000;
export const REALITY_CHECK_MINUTES: readonly RealityCheckMinutes[] = [0, 15, 30, 60];

export const emptyPlayState = (): PlayState => ({
  limits: {},
  timeOutUntil: null,
  realityCheckMinutes: 0,
  selfExcluded: false,
});

/** The rule as it stands at `now`: a due pending change is applied (a removal drops the rule). */
export function ruleAt(rule: LimitRule | undefined, now: number): LimitRule | undefined {
  if (!rule?.pending || rule.pending.at > now) return rule;
  if (rule.pending.amount === null) return undefined;
  return { ...rule, amount: rule.pending.amount, pending: null };
}

/** Applies every due pending change. */
export function settle(state: PlayState, now: number): PlayState {
  const limits: PlayState['limits'] = {};
  for (const [key, rule] of Object.entries(state.limits) as [LimitKey, LimitRule][]) {
    const current = ruleAt(rule, now);
    if (current) limits[key] = current;
  }
  const timeOutUntil =
    state.timeOutUntil !== null && state.timeOutUntil > now ? state.timeOutUntil : null;
  return { ...state, limits, timeOutUntil };
}

const invalid = (field: string, message: string) =>
  new DomainError(400, 'VALIDATION_FAILED', message, { errors: [{ field, code: 'INVALID' }] });

export function checkLimitAmount(amount: unknown): number | null {
  if (amount === null) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_LIMIT)
    throw invalid('amount', `The limit is a whole IQD amount from 1 to ${MAX_LIMIT}, or null`);
  return amount;
}

/**
 * Sets a limit. A new limit or a lower one applies at once (and drops any pending change); a
 * higher one or a removal waits PENDING_MS, and the limit in force stays until then.
 */
export function setLimit(
  state: PlayState,
  kind: LimitKind,
  period: LimitPeriod,
  requested: unknown,
  now: number,
): PlayState {
  const amount = checkLimitAmount(requested);
  const settled = settle(state, now);
  const key = limitKey(kind, period);
  const current = settled.limits[key];
  const limits = { ...settled.limits };
  if (!current) {
    if (amount !== null) limits[key] = { amount, anchor: now, pending: null };
  } else if (amount !== null && amount <= current.amount) {
    limits[key] = { ...current, amount, pending: null };
  } else {
    limits[key] = { ...current, pending: { amount, at: now + PENDING_MS } };
  }
  return { ...settled, limits };
}

/** The window of a rule that holds `now`: [start, end). */
export function windowAt(rule: LimitRule, period: LimitPeriod, now: number) {
  const length = PERIOD_MS[period];
  const start = rule.anchor + Math.floor(Math.max(0, now - rule.anchor) / length) * length;
  return { start, end: start + length };
}

export interface MoneyEvent {
  at: number;
  amount: number;
}

export interface LimitStanding {
  kind: LimitKind;
  period: LimitPeriod;
  rule: LimitRule;
  used: number;
  remaining: number;
  resetsAt: number;
}

const PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** Every limit of a kind at `now`, with what is used and left in its current window. */
export function standings(
  state: PlayState,
  kind: LimitKind,
  events: readonly MoneyEvent[],
  now: number,
): LimitStanding[] {
  return PERIODS.flatMap((period) => {
    const rule = ruleAt(state.limits[limitKey(kind, period)], now);
    if (!rule) return [];
    const { start, end } = windowAt(rule, period, now);
    const used = events
      .filter((e) => e.at >= start && e.at <= now)
      .reduce((sum, e) => sum + e.amount, 0);
    return [
      { kind, period, rule, used, remaining: Math.max(0, rule.amount - used), resetsAt: end },
    ];
  });
}

/** The lowest remaining amount wins; ties go to the window that resets last. */
export function tightest(list: readonly LimitStanding[]): LimitStanding | null {
  return list.reduce<LimitStanding | null>(
    (best, s) =>
      !best ||
      s.remaining < best.remaining ||
      (s.remaining === best.remaining && s.resetsAt > best.resetsAt)
        ? s
        : best,
    null,
  );
}

/** During a time-out deposits and purchases are refused with its end. */
export function assertNoTimeOut(state: PlayState, now: number): void {
  if (state.timeOutUntil !== null && state.timeOutUntil > now) {
    throw new DomainError(403, 'TIME_OUT_ACTIVE', 'You are taking a break from play.', {
      details: { until: toServerDateTime(state.timeOutUntil) },
    });
  }
}

/** Refuses an amount above what the tightest limit of its kind leaves. */
export function assertWithinLimits(
  state: PlayState,
  kind: LimitKind,
  amount: number,
  events: readonly MoneyEvent[],
  now: number,
  refusal: { code: string; message: string; status: number; extra?: Record<string, unknown> },
): void {
  const binding = tightest(standings(state, kind, events, now).filter((s) => amount > s.remaining));
  if (!binding) return;
  throw new DomainError(refusal.status, refusal.code, refusal.message, {
    details: {
      ...refusal.extra,
      period: binding.period,
      limit: binding.rule.amount,
      remaining: binding.remaining,
      resetsAt: toServerDateTime(binding.resetsAt),
    },
  });
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

export function assertNotSelfExcluded(state: PlayState): void {
  if (state.selfExcluded)
    throw new DomainError(403, 'ACCOUNT_SELF_EXCLUDED', SELF_EXCLUDED_MESSAGE);
}

export const isLimitKind = (v: unknown): v is LimitKind => v === 'DEPOSIT' || v === 'SPENDING';
export const isLimitPeriod = (v: unknown): v is LimitPeriod =>
  typeof v === 'string' && (PERIODS as readonly string[]).includes(v);
