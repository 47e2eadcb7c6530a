import { useEffect, useRef, useState } from 'react';
import {
  usePayInStatus,
  WALLET_DEADLINE_MS,
  WALLET_INTERVAL_MS,
  WALLET_SCHEDULE,
} from '@/entities/pay-in';
import type { PayInFailureReason } from '@/lib/api/types';

/** How often a wallet payment is checked, and when the app stops waiting (behaviour 203). */
export const POLL_INTERVAL_MS = WALLET_INTERVAL_MS;
export const POLL_TIMEOUT_MS = WALLET_DEADLINE_MS;

export type PollState = 'pending' | 'success' | 'failed' | 'timeout';

export interface PollStatus {
  state: PollState;
  /** Why it failed, when the backend said (FAILED only). */
  reason: PayInFailureReason | null;
  /** Seconds since the wait started; counts while pending, so the screen never looks frozen. */
  elapsedSeconds: number;
}

/**
 * A wallet pay-in's status (the shared pay-in query on the wallet schedule) and the seconds waited.
 * `onSettled` runs once when the backend gave an outcome or the deadline passed.
 */
export function usePayInPolling(
  paymentId: string | null,
  onSettled?: (state: PollState) => void,
): PollStatus {
  const outcome = usePayInStatus(paymentId, WALLET_SCHEDULE);
  const state: PollState = outcome?.kind ?? 'pending';
  const elapsedSeconds = useElapsedSeconds(paymentId, state === 'pending');
  // A ref: a new callback identity must not call it again.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (state !== 'pending') settled.current?.(state);
  }, [state]);
  return { state, reason: outcome?.kind === 'failed' ? outcome.reason : null, elapsedSeconds };
}

/** Whole seconds since `key` was set; the clock stops when `running` turns false. */
function useElapsedSeconds(key: string | null, running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!key || !running) return;
    const started = Date.now();
    const clock = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1_000);
    return () => clearInterval(clock);
  }, [key, running]);
  return elapsed;
}
