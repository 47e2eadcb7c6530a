import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { CARD_RETURN_DELAYS_MS, outcomeOf, type PayInOutcome } from '@/lib/payment';

/**
 * When to ask the backend about a pay-in: the wait before each ask, in order. The last ask is the
 * deadline: a pay-in still PENDING then is told as "pending, we'll tell you", never as an outcome.
 */
export interface PayInSchedule {
  name: 'card-return' | 'wallet';
  delaysMs: readonly number[];
  /** The card return asks with `pay-in/result` first (the spec's return call, now a question). */
  firstAsk: 'result' | 'check';
}

/** Back from the card page: at once, then with backoff, about 7.5 s in all. */
export const CARD_RETURN_SCHEDULE: PayInSchedule = {
  name: 'card-return',
  delaysMs: CARD_RETURN_DELAYS_MS,
  firstAsk: 'result',
};

/** A wallet payment (FIB, ZainCash, FastPay): every 3 s for 90 s (behaviour 203). */
export const WALLET_INTERVAL_MS = 3_000;
export const WALLET_DEADLINE_MS = 90_000;
export const WALLET_SCHEDULE: PayInSchedule = {
  name: 'wallet',
  delaysMs: Array.from(
    { length: WALLET_DEADLINE_MS / WALLET_INTERVAL_MS },
    () => WALLET_INTERVAL_MS,
  ),
  firstAsk: 'check',
};

const payInKeys = {
  status: (paymentId: string, schedule: PayInSchedule['name']) =>
    ['pay-in', paymentId, 'status', schedule] as const,
};

const isTimeoutAnswer = (error: unknown) =>
  isApiError(error) && (error.status === 408 || error.code === 'PAYMENT_TIMEOUT');

/**
 * One ask: the backend's outcome, or null while it says PENDING. A failed or unreadable ask is no
 * outcome either (the next ask may answer); the backend's own timeout answer (408) is one.
 */
export async function askPayIn(paymentId: string, ask: 'result' | 'check') {
  try {
    const result =
      ask === 'result'
        ? await api.submitPayInResult({ paymentId })
        : await api.checkPayIn(paymentId);
    return outcomeOf(result);
  } catch (error) {
    if (isTimeoutAnswer(error)) return { kind: 'timeout' } satisfies PayInOutcome;
    return null;
  }
}

/**
 * The pay-in's status as one query: each answer re-arms `refetchInterval` with the schedule's next
 * wait, until the backend gives an outcome or the schedule ends (then `timeout`). A schedule that does not ask at
 * once starts from "not asked yet" (null), so the first ask waits its delay too.
 */
export const payInStatusQuery = (paymentId: string, schedule: PayInSchedule) => {
  const waitsFirst = (schedule.delaysMs[0] ?? 0) > 0;
  return queryOptions<PayInOutcome | null>({
    queryKey: payInKeys.status(paymentId, schedule.name),
    queryFn: async ({ client, queryKey }) => {
      const asked = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
      const outcome = await askPayIn(paymentId, asked === 0 ? schedule.firstAsk : 'check');
      // The schedule's last ask without an outcome is the deadline: "pending, we'll tell you".
      const last = asked + 1 >= schedule.delaysMs.length;
      return outcome ?? (last ? ({ kind: 'timeout' } satisfies PayInOutcome) : null);
    },
    ...(waitsFirst ? { initialData: null } : {}),
    refetchInterval: (query) =>
      query.state.data ? false : (schedule.delaysMs[query.state.dataUpdateCount] ?? false),
    // The schedule alone decides when to ask: not a hidden tab, a focus, a reconnect or a retry.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
    // Leaving the wait forgets it: coming back starts the schedule again.
    gcTime: 0,
  });
};
