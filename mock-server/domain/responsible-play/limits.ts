import type { LimitKind, LimitPeriod } from '../../../src/lib/api/types/responsible-play';
import { toServerDateTime } from '../dates';
import { DomainError } from '../errors';
import {
  invalid,
  limitKey,
  MAX_LIMIT,
  PENDING_MS,
  PERIOD_MS,
  PERIODS,
  ruleAt,
  settle,
  type LimitRule,
  type PlayState,
} from './state';

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

/**
 * Why a deposit that the provider has paid may not be credited: a time-out that began
 * after it started, or a deposit limit it would now pass (set after it started, or filled by other
 * deposits meanwhile). `events` are the credited deposits, without this one.
 */
export function depositRefusalAtSettlement(
  state: PlayState,
  amount: number,
  events: readonly MoneyEvent[],
  now: number,
): 'TIME_OUT' | 'DEPOSIT_LIMIT' | null {
  if (state.timeOutUntil !== null && state.timeOutUntil > now) return 'TIME_OUT';
  const over = standings(state, 'DEPOSIT', events, now).some((s) => amount > s.remaining);
  return over ? 'DEPOSIT_LIMIT' : null;
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
