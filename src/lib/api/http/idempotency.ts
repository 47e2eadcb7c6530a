import type { AxiosRequestConfig } from 'axios';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh key for one player action (a click, a submit). `crypto.randomUUID` needs a secure
 * context; `getRandomValues` works everywhere, so a plain-http test host still gets a random key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The headers of a money call: the caller's key for this action, or a new one. Set once per
 * call, before any retry, so the adapter's own retries repeat the same key.
 */
export function withIdempotencyKey(
  headers: AxiosRequestConfig['headers'],
  key?: string,
): AxiosRequestConfig['headers'] {
  const given = (headers as Record<string, unknown> | undefined)?.[IDEMPOTENCY_HEADER];
  if (typeof given === 'string' && given !== '') return headers;
  return { ...headers, [IDEMPOTENCY_HEADER]: key ?? newIdempotencyKey() };
}
