import type { ApiError } from './errors';

/** What the http layer tells the app; the shell's stores listen and show dialogs. */
export type ApiEvent =
  /** A failure the policy table says must raise the generic alert. */
  | { type: 'alert'; error: ApiError }
  /** A body whose status is "geo location restricted" (any HTTP status), while online. */
  | { type: 'geo-restricted' }
  /** A failure whose message is "Request failed with status code 401": the cart is treated as empty. */
  | { type: 'cart-empty' }
  /** Number of calls in flight changed (drives the progress indicator). */
  | { type: 'progress'; inFlight: number }
  /** Tokens were stored, refreshed or cleared. */
  | { type: 'tokens-changed' }
  /** The server refused the session (refresh token expired or revoked): the tokens are gone. */
  | { type: 'session-ended' };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.forEach((listener) => listener(event));
}
