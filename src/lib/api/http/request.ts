import type { AxiosRequestConfig } from 'axios';
import { CALLS, type CallId, type CallPolicy } from '../calls';
import { cmsParams } from '../locale';
import { clientFor } from './clients';
import { withIdempotencyKey } from './idempotency';
import { geoAnswerError, isGeoBody, settleFailure, toApiError } from './failure';
import { trackProgress } from './progress';
import { withRetry } from './retry';

/** Resolves the bearer token to send, or null for none. */
export type Authorize = () => Promise<string | null>;

async function attempt<T>(
  id: CallId,
  policy: CallPolicy,
  config: AxiosRequestConfig,
  authorize: Authorize | undefined,
): Promise<T> {
  const token = authorize ? await authorize() : null;
  const headers = token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers;
  const params: unknown =
    policy.service === 'cms' ? { ...(config.params as object), ...cmsParams() } : config.params;
  const response = await clientFor(policy.service).request<T>({ ...config, headers, params });
  if (isGeoBody(response.data)) throw geoAnswerError(id, response.status, response.data);
  return response.data;
}

/**
 * One call as the policy table describes it: progress, retries, and the error policy. The token
 * is resolved before every attempt by `authorize` (see auth.ts), so a retry sends a fresh one.
 */
export function request<T>(
  id: CallId,
  config: AxiosRequestConfig,
  authorize?: Authorize,
): Promise<T> {
  const policy: CallPolicy = CALLS[id];
  // The key is fixed here, outside the retry loop: a retried money call is the same action.
  const sent = policy.idempotent
    ? { ...config, headers: withIdempotencyKey(config.headers) }
    : config;
  return trackProgress(async () => {
    try {
      return await withRetry(
        () => attempt<T>(id, policy, sent, authorize),
        policy.retry,
        (error) => toApiError(error, id),
      );
    } catch (error) {
      // Only a 'swallow' row returns here (undefined); every other row throws.
      return settleFailure(policy, toApiError(error, id)) as T;
    }
  });
}
