import type { Infer } from '../contract/define';
import type { playLimit, responsiblePlayState } from '../contract/responsible-play';
import type {
  payoutAccount,
  selfExclusion,
  selfExclusionLength,
  selfExclusionOptions,
} from '../contract/self-exclusion';
import type { Iqd, ServerDateTime } from './common';

/**
 * Responsible-play extension of the lottery API (docs/decisions/0017-extension-calls-responsible-play.md): not in the spec's
 * section 7, pinned in the lottery-api-extensions pact. Times are ISO 8601 instants.
 */
export type ResponsiblePlayState = Infer<typeof responsiblePlayState>;
export type PlayLimit = Infer<typeof playLimit>;
export type PendingLimitChange = NonNullable<PlayLimit['pending']>;
export type LimitKind = PlayLimit['kind'];
/** Fixed windows of 24 hours, 7 days and 30 days, counted from when the limit was first set. */
export type LimitPeriod = PlayLimit['period'];
export type TimeOutLength = 'DAY' | 'WEEK' | 'MONTH' | 'SIX_WEEKS';
export type RealityCheckMinutes = ResponsiblePlayState['realityCheckMinutes'];

/** PUT /users/limits. `amount: null` removes the limit (after 24 hours). */
export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  amount: Iqd | null;
}

/** POST /users/time-out. */
export interface TimeOutRequest {
  length: TimeOutLength;
}

/** PUT /users/reality-check. */
export interface RealityCheckRequest {
  intervalMinutes: RealityCheckMinutes;
}

/** details of a DEPOSIT_LIMIT_EXCEEDED / SPENDING_LIMIT_EXCEEDED refusal. */
export interface LimitRefusalDetails {
  period?: LimitPeriod;
  limit?: Iqd;
  remaining?: Iqd;
  resetsAt?: ServerDateTime;
}

/** details of a TIME_OUT_ACTIVE refusal. */
export interface TimeOutRefusalDetails {
  until: ServerDateTime;
}

/**
 * Self-exclusion with a length (extension, decision 0207): the spec's self-block carries none.
 * PERMANENT is offered only where the backend lists it.
 */
export type SelfExclusionLength = Infer<typeof selfExclusionLength>;

/** GET /users/self-exclusion: the lengths this backend offers (and what becomes of the money). */
export type SelfExclusionOptions = Infer<typeof selfExclusionOptions>;

/** A saved payout account the money left is paid out to (decision 0255). */
export type SelfExclusionPayoutAccount = Infer<typeof payoutAccount>;

/** POST /users/self-exclusion?password=… with `{ length }`. */
export interface SelfExclusionRequest {
  length: SelfExclusionLength;
}

/** The exclusion in force: `until` null means permanently. */
export type SelfExclusion = Infer<typeof selfExclusion>;
