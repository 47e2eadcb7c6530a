import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';

/**
 * The message the login form shows for a refused login, or null when the shared error policy
 * already raised an alert (network, server errors): login is silent on 401 and 403 only.
 */
export type LoginFailureMessage =
  | 'errors:generic'
  | 'errors:loginFailed'
  | 'errors:loginSuspended'
  | 'errors:loginSelfExcluded'
  | 'auth:login.closed';

export function loginErrorMessage(error: unknown): LoginFailureMessage | null {
  if (!isApiError(error)) return 'errors:generic';
  if (error.status === 401) return 'errors:loginFailed';
  if (error.status === 403) {
    // Responsible-play extension: the player blocked themself; say so, not "suspended".
    if (error.code === 'ACCOUNT_SELF_EXCLUDED') return 'errors:loginSelfExcluded';
    return error.code === ApiErrorCode.AccountClosed
      ? 'auth:login.closed'
      : 'errors:loginSuspended';
  }
  return null;
}
