/** How long a stored answer is replayed for a repeated Idempotency-Key (fake clock). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Longer keys are refused: a key is an id (a UUID is 36 characters), not a payload. */
export const MAX_KEY_LENGTH = 255;

export interface StoredAnswer<T> {
  /** Method, path, query and body of the first request under this key. */
  fingerprint: string;
  storedAt: number;
  answer: T;
  /** Characters of the recorded answer, once it is known (the store's bounds count them). */
  chars?: number;
}

export type IdempotencyDecision = 'run' | 'replay' | 'conflict';

/**
 * The rule for a request carrying a key the player used before: a fresh or expired key runs the
 * request, the same request within 24 h gets the first answer again, a different request under a
 * live key is a conflict (422), so a key can never be reused for another payment.
 */
export function decide<T>(
  stored: StoredAnswer<T> | undefined,
  fingerprint: string,
  now: number,
): IdempotencyDecision {
  if (!stored || now - stored.storedAt >= IDEMPOTENCY_TTL_MS) return 'run';
  return stored.fingerprint === fingerprint ? 'replay' : 'conflict';
}
