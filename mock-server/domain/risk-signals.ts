import type { RiskSignal } from '../../src/lib/api/types/player-care';
import { DAY, HOUR } from './dates';
import { standings, type MoneyEvent, type PlayState } from './responsible-play';

/**
 * The fake's risk rules (decision 0286), pure, on the fake's clock: a few patterns that lottery
 * operators score (Svenska Spel's play-pattern model, issue 43), each a plain rule a tester can
 * provoke. A real backend scores its own way; the app only reads the answer.
 */

/** Deposits rising: three weeks in a row, each with more deposited than the week before. */
export const RISING_WEEKS = 3;
/** Night play: at least this many purchases between 00:00 and 05:00 Baghdad time ... */
export const NIGHT_PURCHASES = 3;
/** ... within the last 14 days. */
export const NIGHT_WINDOW_MS = 14 * DAY;
/** Limit raised then reached: an increase took effect, and its window was used up within 7 days. */
export const RAISE_WINDOW_MS = 7 * DAY;

const WEEK = 7 * DAY;
/** Baghdad is UTC+3 all year (no daylight saving since 2008). */
const BAGHDAD_OFFSET_MS = 3 * HOUR;
const NIGHT_ENDS_HOUR = 5;

export interface RiskFacts {
  /** Credited deposits. */
  deposits: readonly MoneyEvent[];
  /** Money spent (purchases and renewals, less sold-out refunds). */
  spending: readonly MoneyEvent[];
  /** When each purchase was made. */
  purchases: readonly number[];
  /** The player's limits (with when an increase took effect). */
  state: PlayState;
}

/** The deposits of each of the last `RISING_WEEKS` weeks ending at `now`, oldest first. */
export function weeklyDeposits(deposits: readonly MoneyEvent[], now: number): number[] {
  return Array.from({ length: RISING_WEEKS }, (_, i) => {
    const end = now - (RISING_WEEKS - 1 - i) * WEEK;
    return deposits
      .filter((d) => d.at > end - WEEK && d.at <= end)
      .reduce((sum, d) => sum + d.amount, 0);
  });
}

export function depositsRising(deposits: readonly MoneyEvent[], now: number): boolean {
  const weeks = weeklyDeposits(deposits, now);
  return weeks[0]! > 0 && weeks.every((amount, i) => i === 0 || amount > weeks[i - 1]!);
}

/** Whether a moment falls between 00:00 and 05:00 in Baghdad. */
export const atNight = (at: number) =>
  new Date(at + BAGHDAD_OFFSET_MS).getUTCHours() < NIGHT_ENDS_HOUR;

export function nightPlay(purchases: readonly number[], now: number): boolean {
  const recent = purchases.filter((at) => at <= now && at > now - NIGHT_WINDOW_MS);
  return recent.filter(atNight).length >= NIGHT_PURCHASES;
}

/** A deposit or spending limit raised within the last 7 days whose current window is used up. */
export function limitRaisedThenReached(facts: RiskFacts, now: number): boolean {
  return (['DEPOSIT', 'SPENDING'] as const).some((kind) =>
    standings(facts.state, kind, kind === 'DEPOSIT' ? facts.deposits : facts.spending, now).some(
      (s) =>
        s.rule.raisedAt !== undefined &&
        s.rule.raisedAt > now - RAISE_WINDOW_MS &&
        s.remaining === 0,
    ),
  );
}

/** Every rule that fires at `now`, in a fixed order. */
export function riskSignals(facts: RiskFacts, now: number): RiskSignal[] {
  const signals: RiskSignal[] = [];
  if (depositsRising(facts.deposits, now)) signals.push('DEPOSITS_RISING');
  if (nightPlay(facts.purchases, now)) signals.push('NIGHT_PLAY');
  if (limitRaisedThenReached(facts, now)) signals.push('LIMIT_RAISED_THEN_REACHED');
  return signals;
}
