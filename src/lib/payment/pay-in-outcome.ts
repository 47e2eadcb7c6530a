import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { PayInFailureReason, PayInResult } from '@/lib/api/types';

/** What the backend said about a pay-in; the only source of a deposit's outcome (decision 0015). */
export type PayInOutcome =
  | { kind: 'success'; amount: number }
  | { kind: 'failed'; reason: PayInFailureReason | null }
  | { kind: 'timeout' };

/**
 * Back from the card page: ask at once, then with backoff while the backend still says PENDING
 * (the provider's notice may trail the payer's redirect). About 7.5 s in all, then the timeout text.
 */
export const CARD_RETURN_DELAYS_MS: readonly number[] = [0, 500, 1_000, 2_000, 4_000];

const isTimeoutAnswer = (error: unknown) =>
  isApiError(error) && (error.status === 408 || error.code === 'PAYMENT_TIMEOUT');

/** The outcome in a backend answer, or null while it is still PENDING. */
export function outcomeOf(result: PayInResult): PayInOutcome | null {
  if (result.status === 'SUCCESSFUL') return { kind: 'success', amount: result.amount };
  if (result.status === 'FAILED') return { kind: 'failed', reason: result.failureReason ?? null };
  return null;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Asks the backend for a card pay-in's outcome: `pay-in/result` first (the spec's return call,
 * now only a question), then `pay-in/check/{id}` after each delay. A failed ask is retried on the
 * same schedule; a backend timeout answer (408) or a deadline still PENDING is a timeout.
 * Resolves null when aborted.
 */
export async function awaitPayInOutcome(
  paymentId: string,
  delays: readonly number[] = CARD_RETURN_DELAYS_MS,
  signal?: AbortSignal,
): Promise<PayInOutcome | null> {
  for (const [index, delay] of delays.entries()) {
    await wait(delay, signal);
    if (signal?.aborted) return null;
    try {
      const result =
        index === 0 ? await api.submitPayInResult({ paymentId }) : await api.checkPayIn(paymentId);
      const outcome = outcomeOf(result);
      if (outcome) return outcome;
    } catch (error) {
      if (isTimeoutAnswer(error)) return { kind: 'timeout' };
    }
  }
  return signal?.aborted ? null : { kind: 'timeout' };
}
