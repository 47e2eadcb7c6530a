import { isApiError, isOutcomeUnknown } from '@/lib/api/errors';

export type DepositErrorKey =
  | 'deposit.errors.invalidAmount'
  | 'deposit.errors.failed'
  | 'deposit.errors.aboveLimit'
  | 'deposit.errors.refused'
  | 'deposit.errors.error'
  | 'deposit.errors.notProcessed'
  | 'deposit.errors.timeout'
  | 'deposit.errors.unknown';

/** The message for a failed pay-in invoke (funds namespace key). */
export function depositErrorKey(error: unknown): DepositErrorKey {
  if (!isApiError(error)) return 'deposit.errors.failed';
  // An answer the app could not read, or none at all (the connection closed after the request
  // went out): the deposit may have started (decision 0176), so the player checks first.
  if (isOutcomeUnknown(error)) return 'deposit.errors.unknown';
  if (error.code === 'INVALID_AMOUNT') return 'deposit.errors.invalidAmount';
  if (error.code === 'AMOUNT_ABOVE_LIMIT') return 'deposit.errors.aboveLimit';
  if (error.status === 402 || error.status === 403) return 'deposit.errors.refused';
  if (error.status === undefined || error.status >= 500) return 'deposit.errors.error';
  return 'deposit.errors.failed';
}
