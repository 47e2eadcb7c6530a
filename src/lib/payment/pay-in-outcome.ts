import type { PayInFailureReason, PayInResult } from '@/lib/api/types';

/** What the backend said about a pay-in; the only source of a deposit's outcome (decision 202). */
export type PayInOutcome =
  | { kind: 'success'; amount: number }
  | { kind: 'failed'; reason: PayInFailureReason | null }
  | { kind: 'timeout' };

/**
 * Back from the card page: ask at once, then with backoff while the backend still says PENDING
 * (the provider's notice may trail the payer's redirect). About 7.5 s in all, then the timeout text.
 */
export const CARD_RETURN_DELAYS_MS: readonly number[] = [0, 500, 1_000, 2_000, 4_000];

/** The outcome in a backend answer, or null while it is still PENDING. */
export function outcomeOf(result: PayInResult): PayInOutcome | null {
  if (result.status === 'SUCCESSFUL') return { kind: 'success', amount: result.amount };
  if (result.status === 'FAILED') return { kind: 'failed', reason: result.failureReason ?? null };
  return null;
}
