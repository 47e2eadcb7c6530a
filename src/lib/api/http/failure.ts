import { isAxiosError } from 'axios';
import type { CallId, CallPolicy } from '../calls';
import { ApiError, isApiError } from '../errors';
import { emitApiEvent } from '../events';
import { GEO_RESTRICTED_STATUS, type ApiErrorBody } from '../types';
import { isReachable } from '@/lib/network';

/** axios' own wording; section 8 marks the cart empty when an error carries exactly this text. */
export const UNAUTHORIZED_MESSAGE = 'Request failed with status code 401';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** True when a body (success or failure) is the geo-blocked backend's answer. */
export const isGeoBody = (body: unknown): boolean =>
  isObject(body) && body.status === GEO_RESTRICTED_STATUS;

/** Node (contract tests) has no navigator: treat it as online. */
const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Every failure becomes an ApiError; the message keeps axios' wording ("Network Error", ...). */
export function toApiError(error: unknown, callId: CallId): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    const body = isObject(data) ? (data as unknown as ApiErrorBody) : undefined;
    return new ApiError(error.message, callId, error.response?.status, body);
  }
  return new ApiError(
    error instanceof Error ? error.message : String(error),
    callId,
    undefined,
    undefined,
  );
}

/** A 2xx answer whose body says the region is blocked is a failure, not data. */
export const geoAnswerError = (callId: CallId, status: number, body: unknown): ApiError =>
  new ApiError(GEO_RESTRICTED_STATUS, callId, status, body as ApiErrorBody);

/**
 * The region block is recognised by its body alone (`status: "geo location restricted"`, whatever
 * the HTTP status). Section 8 also reads a plain 500 as geo: that was the old client's shortcut,
 * and it sent players with a passing server error to /restricted for good (behaviour 240).
 */
function isGeoRestricted(error: ApiError): boolean {
  return isOnline() && isGeoBody(error.body);
}

/**
 * No alert while the geo dialog shows (it blocks the whole site), nor for a call that failed
 * because the browser is offline or the backend cannot be reached (the banner says so: 0274).
 */
const isOfflineFailure = (error: ApiError): boolean =>
  error.isNetworkError && (!isOnline() || !isReachable());

/**
 * A money call (an idempotent row) whose answer never came: its screen says the outcome is
 * unknown and to check the history first; the no-connection alert's "try again" would contradict
 * it (decision 0176).
 */
const isUnansweredMoneyCall = (policy: CallPolicy, error: ApiError): boolean =>
  error.isNetworkError && policy.idempotent === true;

const isSilent = (policy: CallPolicy, error: ApiError): boolean =>
  (error.status !== undefined && (policy.silentStatuses?.includes(error.status) ?? false)) ||
  (error.code !== undefined && (policy.silentCodes?.includes(error.code) ?? false));

/**
 * Applies the call's row of the policy table to a failure: emits the app events, then either
 * resolves (swallow) or rethrows the ApiError.
 */
export function settleFailure(policy: CallPolicy, error: ApiError): undefined {
  const geo = isGeoRestricted(error);
  if (geo) emitApiEvent({ type: 'geo-restricted' });
  if (error.message === UNAUTHORIZED_MESSAGE) emitApiEvent({ type: 'cart-empty' });
  switch (policy.onFailure) {
    case 'swallow':
      return undefined;
    case 'log':
      console.warn(`[api] ${error.callId} failed: ${error.message}`);
      throw error;
    case 'caller':
      throw error;
    case 'alert':
      if (
        !geo &&
        !isSilent(policy, error) &&
        !isOfflineFailure(error) &&
        !isUnansweredMoneyCall(policy, error)
      ) {
        emitApiEvent({ type: 'alert', error });
      }
      throw error;
  }
}
