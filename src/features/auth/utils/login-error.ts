import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';

/**
 * The message the login form shows for a refused login, or null when the shared error policy
 * already raised an alert (network, server errors): login is silent on 401 and 403 only.
 */
export type LoginFailureMessage =
  'errors:generic' | 'errors:loginFailed' | 'errors:loginSuspended' | 'auth:login.closed';

export function loginErrorMessage(error: unknown): LoginFailureMessage | null {
  if (!isApiError(error)) return 'errors:generic';
  if (error.status === 401) return 'errors:loginFailed';
  if (error.status === 403) {
    return error.code === ApiErrorCode.AccountClosed
      ? 'auth:login.closed'
      : 'errors:loginSuspended';
  }
  return null;
}
