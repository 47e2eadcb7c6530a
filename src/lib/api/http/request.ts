import { isCancel, type AxiosRequestConfig } from 'axios';
import { CALLS, type CallId, type CallPolicy } from '../calls';
import { routeOf, urlOf } from '../contract/route-of';
import { yieldToMain } from '@/lib/scheduling';
import { markAnswered, markUnanswered } from '@/lib/network';
import { isApiError } from '../errors';
import { clientFor } from './clients';
import { withIdempotencyKey } from './idempotency';
import { geoAnswerError, isGeoBody, settleFailure, toApiError } from './failure';
import { trackProgress } from './progress';
import { withRetry } from './retry';

/** What a call sends besides its route (its row's): path parameters, query, body, headers. */
export interface RequestInput {
  path?: Readonly<Record<string, string | number>>;
  params?: AxiosRequestConfig['params'];
  data?: unknown;
  headers?: Record<string, string>;
  /** A money call's Idempotency-Key for one player action; without one, a fresh key. */
  actionKey?: string | undefined;
}

/** Resolves the bearer token to send, or null for none. */
export type Authorize = () => Promise<string | null>;

/** What a protected call does when the server answers 401 to the token it sent. */
export interface SessionRenewal {
  /** Renews the session once; answers whether the call is worth one more try. */
  renew: (rejected: string | null) => Promise<boolean>;
  /** No renewal helped: the server refuses this session. */
  refused: (rejected: string | null) => void;
}

const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Whether the backend answered, for the reachability state (decision 0274); a cancel says nothing. */
function noteReach(error: unknown, id: CallId): void {
  if (isCancel(error)) return;
  if (toApiError(error, id).isNetworkError) markUnanswered();
  else markAnswered();
}

async function attempt<T>(
  id: CallId,
  policy: CallPolicy,
  config: AxiosRequestConfig,
  authorize: Authorize | undefined,
  sent: { token: string | null },
): Promise<T> {
  // Each attempt's axios work in a task of its own: the start sends several calls at once.
  await yieldToMain();
  const token = authorize ? await authorize() : null;
  sent.token = token;
  const headers = token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers;
  let response;
  try {
    response = await clientFor(policy.service).request<T>({ ...config, headers });
  } catch (error) {
    noteReach(error, id);
    throw error;
  }
  markAnswered();
  if (isGeoBody(response.data)) throw geoAnswerError(id, response.status, response.data);
  return response.data;
}

/**
 * One call as the policy table describes it: progress, retries, and the error policy. The token
 * is resolved before every attempt by `authorize` (see auth.ts), so a retry sends a fresh one.
 */
export function request<T>(
  id: CallId,
  input: RequestInput | undefined,
  authorize?: Authorize,
  renewal?: SessionRenewal,
): Promise<T> {
  const policy: CallPolicy = CALLS[id];
  // Method and URL from the call's row, never from the caller (decision 0299).
  const { method, path } = routeOf(id);
  const { path: values, actionKey, ...rest } = input ?? {};
  const config = { ...rest, method, url: urlOf(path, values) };
  // The key is fixed here, outside the retry loop: a retried money call is the same action.
  const prepared = policy.idempotent
    ? { ...config, headers: withIdempotencyKey(config.headers, actionKey) }
    : config;
  const sent = { token: null as string | null };
  const run = () =>
    withRetry(
      () => attempt<T>(id, policy, prepared, authorize, sent),
      policy.retry,
      (error) => toApiError(error, id),
    );
  return trackProgress(async () => {
    try {
      try {
        return await run();
      } catch (error) {
        // A 401 to a token the browser thought valid (server clock ahead, revoked): renew the
        // session once and retry; only then does the 401 reach the policy table (decision 0003).
        if (!renewal || !isUnauthorized(error)) throw error;
        if (!(await renewal.renew(sent.token))) {
          renewal.refused(sent.token);
          throw error;
        }
        try {
          return await run();
        } catch (again) {
          if (isUnauthorized(again)) renewal.refused(sent.token);
          throw again;
        }
      }
    } catch (error) {
      // Only a 'swallow' row returns here (undefined); every other row throws.
      return settleFailure(policy, toApiError(error, id)) as T;
    }
  });
}
