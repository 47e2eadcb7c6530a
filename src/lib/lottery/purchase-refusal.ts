import { ApiErrorCode, type Iqd, type PurchaseResult } from '@/lib/api/types';
import { isApiError } from '@/lib/api/errors';
import { limitRefusalOf, type LimitRefusal } from './limit-refusal';

/** Why a purchase was refused; each kind has its own message (section 8). */
export type PurchaseRefusal =
  | { kind: 'not-logged-in' }
  | { kind: 'terms-not-accepted' }
  | { kind: 'spending-limit'; limit: LimitRefusal | null }
  /** Responsible-play extension: a break the player took (docs/decisions/0017-extension-calls-responsible-play.md). */
  | { kind: 'time-out'; limit: LimitRefusal }
  | { kind: 'sold-out' }
  | { kind: 'insufficient-balance'; missingAmount: Iqd | null }
  | { kind: 'generic' };

const wholeIqd = (value: unknown): Iqd | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** Maps a rejected purchase to its refusal; anything unknown is the generic failure. */
export function purchaseRefusalOf(error: unknown): PurchaseRefusal {
  if (!isApiError(error)) return { kind: 'generic' };
  const code = error.code;
  if (error.status === 401) return { kind: 'not-logged-in' };
  const limit = limitRefusalOf(error);
  if (limit?.kind === 'time-out') return { kind: 'time-out', limit };
  if (code === ApiErrorCode.TermsNotAccepted || (error.status === 403 && !code)) {
    return { kind: 'terms-not-accepted' };
  }
  if (code === ApiErrorCode.SpendingLimitExceeded || error.status === 422) {
    return { kind: 'spending-limit', limit };
  }
  if (code === ApiErrorCode.NumbersSoldOut || error.status === 409) return { kind: 'sold-out' };
  if (code === ApiErrorCode.InsufficientBalance || error.status === 402) {
    return {
      kind: 'insufficient-balance',
      missingAmount: wholeIqd(error.body?.details?.missingAmount),
    };
  }
  return { kind: 'generic' };
}

/** A 200 purchase may still have refunded sold-out grids. */
/**
 * `cost`: the bought cart's price before vouchers as the spec's cart call gave it (issue 38: a
 * backend without receipts still has it); absent when the cart was not known.
 */
export type PurchaseOutcome = (
  | { kind: 'bought'; result: PurchaseResult }
  | {
      kind: 'partly-sold-out';
      result: PurchaseResult;
      refundedAmount: Iqd;
      soldOutTips: number[][];
    }
) & { cost?: Iqd };

export function purchaseOutcomeOf(result: PurchaseResult, cost?: Iqd): PurchaseOutcome {
  const known = cost === undefined ? {} : { cost };
  if (result.refundedAmount > 0) {
    return {
      kind: 'partly-sold-out',
      result,
      refundedAmount: result.refundedAmount,
      soldOutTips: result.soldOutTips ?? [],
      ...known,
    };
  }
  return { kind: 'bought', result, ...known };
}
