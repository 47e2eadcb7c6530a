import type { Infer } from '../contract/define';
import type { playLimit, responsiblePlayState } from '../contract/responsible-play';
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
export type SelfExclusionLength =
  'SIX_MONTHS' | 'ONE_YEAR' | 'TWO_YEARS' | 'FIVE_YEARS' | 'PERMANENT';

/** GET /users/self-exclusion: the lengths this backend offers. */
export interface SelfExclusionOptions {
  lengths: SelfExclusionLength[];
  /** Decision 0255: what becomes of the withdrawable money; absent where not offered. */
  moneyLeft?: { withdrawable: number; payoutTo: SelfExclusionPayoutAccount | null };
}

/** A saved payout account the money left is paid out to (decision 0255). */
export interface SelfExclusionPayoutAccount {
  method: 'FAST_PAY' | 'FIB' | 'ZAIN_CASH' | 'QI_CARD';
  walletNumber: string;
}

/** POST /users/self-exclusion?password=… with `{ length }`. */
export interface SelfExclusionRequest {
  length: SelfExclusionLength;
}

/** The exclusion in force: `until` null means permanently. */
export interface SelfExclusion {
  length: SelfExclusionLength;
  until: ServerDateTime | null;
  /** Decision 0255: the money paid out to the saved account; null when none was. */
  payout?: (SelfExclusionPayoutAccount & { amount: number; transactionId: string }) | null;
}
