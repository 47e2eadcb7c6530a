import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import type { WithdrawResponse } from '@/lib/api/types';

export type WithdrawField = 'amount' | 'method' | 'fullName' | 'walletNumber';

/** Why a withdrawal did not go out, as the backend said it. */
export type WithdrawFailure =
  /** 400 naming a field: the form goes back to that field with its message. */
  | { kind: 'field'; field: WithdrawField; max?: number }
  /** The payout provider refused it: nothing was debited (the reference is in the history). */
  | { kind: 'refused'; reference: string | null }
  /**
   * No answer (network, timeout, 5xx) or one the app could not read: whether it went out is
   * unknown until the history says.
   */
  | { kind: 'unknown' };

const FIELDS: readonly WithdrawField[] = ['amount', 'method', 'fullName', 'walletNumber'];
const isField = (value: unknown): value is WithdrawField => FIELDS.includes(value as WithdrawField);

/** Maps the backend's refusal to what the form shows; never a bare "Payment failed" for a 400. */
export function withdrawFailureOf(error: unknown): WithdrawFailure {
  if (
    !isApiError(error) ||
    isUnreadableAnswer(error) ||
    error.status === undefined ||
    error.status >= 500
  ) {
    return { kind: 'unknown' };
  }
  const body = error.body;
  if (body?.status === 'INVALID_AMOUNT') {
    const max = body.details?.max;
    return { kind: 'field', field: 'amount', ...(typeof max === 'number' ? { max } : {}) };
  }
  const field = body?.errors?.find((e) => isField(e.field))?.field;
  if (isField(field)) return { kind: 'field', field };
  const reference = body?.details?.transactionId;
  return { kind: 'refused', reference: typeof reference === 'string' ? reference : null };
}

/**
 * The reference the player quotes to support: the payout's transaction id. A pending payout is
 * "requested", not "sent": only a SUCCESSFUL booking (or one without a state) is paid out.
 */
export function withdrawReceipt(response: WithdrawResponse) {
  // A backend that answers no booking has settled the payout.
  const state = response.booking?.state ?? 'SUCCESSFUL';
  return { reference: response.transactionId, pending: state === 'PENDING' };
}
