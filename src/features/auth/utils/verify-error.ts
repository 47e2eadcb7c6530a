import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';

export type VerifyFailureMessage = 'errors:wrongCode' | 'errors:tooManyAttempts' | 'errors:generic';

/** confirm-mobile-number reaches the caller without an alert (section 8): every case shows here. */
export function verifyErrorMessage(error: unknown): VerifyFailureMessage {
  if (!isApiError(error)) return 'errors:generic';
  if (error.status === 429 || error.code === ApiErrorCode.TooManyAttempts)
    return 'errors:tooManyAttempts';
  if (error.code === ApiErrorCode.WrongCode || error.status === 400) return 'errors:wrongCode';
  return 'errors:generic';
}

/** The wait a refused resend asks for (RESEND_COOLDOWN's details.retryAfterSeconds), if any. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const value = error.body?.details?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
