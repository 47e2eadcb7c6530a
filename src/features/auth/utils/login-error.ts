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
  | 'auth:login.closed'
  | 'auth:login.coolingOff';

export function loginErrorMessage(error: unknown): LoginFailureMessage | null {
  if (!isApiError(error)) return 'errors:generic';
  if (error.status === 401) return 'errors:loginFailed';
  if (error.status === 403) {
    // Responsible-play extension: the player blocked themself; say so, not "suspended".
    if (error.code === 'ACCOUNT_SELF_EXCLUDED') return 'errors:loginSelfExcluded';
    // Extension (decision 0282): the cooling-off after a capped session; its end is in details.
    if (error.code === 'SESSION_COOLING_OFF') return 'auth:login.coolingOff';
    return error.code === ApiErrorCode.AccountClosed
      ? 'auth:login.closed'
      : 'errors:loginSuspended';
  }
  return null;
}

/** The end of a cooling-off a login was refused for (decision 0282); null when unreadable. */
export function coolingOffEnd(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'SESSION_COOLING_OFF') return null;
  const until = error.body?.details?.until;
  return typeof until === 'string' && Number.isFinite(Date.parse(until)) ? until : null;
}
