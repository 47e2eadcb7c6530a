/**
 * The shape of a row of `CALLS` (calls.ts): where a call goes and how the http layer treats it.
 * Zod-free, as the table is: the start route carries both (decision 0176).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `METHOD /path` below the service's base, in the fake's path syntax (`/orders/:orderId`): the
 * one place a call's method and path are written (decision 0299); `routeOf` splits it.
 */
export type Route = `${Method} /${string}`;

export type AuthNeed =
  /** No token is sent (section 6's list). */
  | 'none'
  /** Wait for an unexpired token (250 ms x 20), refresh when needed, send it. */
  | 'required'
  /** Send the token when one is stored, never wait or refresh for it (visitors may call). */
  | 'optional';

export type FailureHandling =
  /** Raise the generic alert, then reject to the caller. */
  | 'alert'
  /** No alert; the caller handles the rejection. */
  | 'caller'
  /** No alert and no rejection: the call resolves to its fallback. */
  | 'swallow'
  /** Only logged, no alert (content service); the rejection reaches the caller, which may fall back. */
  | 'log';

export interface CallPolicy {
  service: 'lottery' | 'cms';
  route: Route;
  auth: AuthNeed;
  onFailure: FailureHandling;
  /** HTTP statuses that reject without an alert. */
  silentStatuses?: readonly number[];
  /** Body `status` codes that reject without an alert. */
  silentCodes?: readonly string[];
  /** Retry network failures and 5xx answers after each of these delays (section 4's balance fetch). */
  retry?: RetryPolicy;
  /**
   * A money call: sends an `Idempotency-Key` (extension, decision 0016), the same on every retry.
   * Its screen tells an unreadable answer as "outcome unknown" itself: no generic alert (0176).
   */
  idempotent?: boolean;
}

export interface RetryPolicy {
  delaysMs: readonly number[];
}

/** Balance fetch: exponential backoff, 3 retries after 1, 2 and 4 s. */
export const BALANCE_RETRY: RetryPolicy = { delaysMs: [1000, 2000, 4000] };

type Silent = Omit<Partial<CallPolicy>, 'service' | 'route' | 'auth' | 'onFailure'>;

/** A lottery call's row; the route keeps its literal type, so a path's `:params` are typed. */
export const lottery = <const R extends Route>(
  route: R,
  auth: AuthNeed,
  onFailure: FailureHandling = 'alert',
  silent: Silent = {},
) => ({ service: 'lottery' as const, route, auth, onFailure, ...silent });

/** A content call's row: a public GET below Strapi's `/api`, only logged when it fails. */
export const cms = <const R extends `GET /${string}`>(route: R) => ({
  service: 'cms' as const,
  route,
  auth: 'none' as const,
  onFailure: 'log' as const,
});
