import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { CARD_RETURN_DELAYS_MS, outcomeOf, type PayInOutcome } from '@/lib/payment';

const isTimeoutAnswer = (error: unknown) =>
  isApiError(error) && (error.status === 408 || error.code === 'PAYMENT_TIMEOUT');

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
