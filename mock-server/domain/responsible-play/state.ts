import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  TimeOutLength,
} from '../../../src/lib/api/types/responsible-play';
import { DAY } from '../dates';
import { DomainError } from '../errors';

/** A player's responsible-play state, its constants and how pending changes settle. */
export interface LimitRule {
  amount: number;
  /** When the limit was first set: its windows are counted from here. */
  anchor: number;
  pending: { amount: number | null; at: number } | null;
  /** When an increase last took effect (a risk signal reads it, decision 0286). */
  raisedAt?: number;
}

export interface PlayState {
  limits: Partial<Record<LimitKey, LimitRule>>;
  timeOutUntil: number | null;
  realityCheckMinutes: RealityCheckMinutes;
  selfExcluded: boolean;
  /** The end of a dated self-exclusion; null or absent: permanently (or the spec's self-block). */
  selfExcludedUntil?: number | null;
  /** The player's own session length in minutes (decision 0282); null or absent: none. */
  sessionMinutes?: number | null;
  /** Sessions opened with a cap: their ends and cooling-offs, kept until the cooling-off ends. */
  cappedSessions?: { sid: string; endsAt: number; coolingOffUntil: number }[];
  /** The spending overview's frequency and the start of its period (decision 0283). */
  overview?: { frequency: 'DAY' | 'WEEK' | 'FORTNIGHT' | 'MONTH'; since: number };
  /** The risk flag (decision 0286): QA's override and when the player was first flagged. */
  risk?: RiskMark;
}

export interface RiskMark {
  /** FLAGGED or CLEARED by QA (an operator) whatever the rules say; null: the rules decide. */
  override: 'FLAGGED' | 'CLEARED' | null;
  /** When the player was flagged and told; null when not flagged now. */
  flaggedAt: number | null;
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
  return { ...rule, amount: rule.pending.amount, pending: null, raisedAt: rule.pending.at };
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
  // A dated self-exclusion ends by itself; an undated one never does.
  const until = state.selfExcludedUntil ?? null;
  if (state.selfExcluded && until !== null && until <= now)
    return { ...state, limits, timeOutUntil, selfExcluded: false, selfExcludedUntil: null };
  return { ...state, limits, timeOutUntil };
}

/** A 400 naming the field, as the lottery API's validation failures do. */
export const invalid = (field: string, message: string) =>
  new DomainError(400, 'VALIDATION_FAILED', message, { errors: [{ field, code: 'INVALID' }] });

export const PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

export const isLimitKind = (v: unknown): v is LimitKind => v === 'DEPOSIT' || v === 'SPENDING';
export const isLimitPeriod = (v: unknown): v is LimitPeriod =>
  typeof v === 'string' && (PERIODS as readonly string[]).includes(v);
