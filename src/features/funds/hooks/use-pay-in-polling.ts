import { useEffect, useRef, useState } from 'react';
import type { PayInFailureReason } from '@/lib/api/types';
import { checkPayInOutcome } from '../api';

/** How often a wallet payment is checked, and when the app stops waiting (decision 203). */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_TIMEOUT_MS = 90_000;

export type PollState = 'pending' | 'success' | 'failed' | 'timeout';

export interface PollStatus {
  state: PollState;
  /** Why it failed, when the backend said (FAILED only). */
  reason: PayInFailureReason | null;
  /** Seconds since the wait started; counts while pending, so the screen never looks frozen. */
  elapsedSeconds: number;
}

/**
 * Checks a pay-in until the backend says SUCCESSFUL or FAILED, or the timeout passes. A failed
 * check (network, server) does not end the wait: the next check may answer.
 */
export function usePayInPolling(
  paymentId: string | null,
  onSettled?: (state: PollState) => void,
): PollStatus {
  const [status, setStatus] = useState<Omit<PollStatus, 'elapsedSeconds'>>({
    state: 'pending',
    reason: null,
  });
  const [elapsedSeconds, setElapsed] = useState(0);
  // A ref: a new callback identity must not restart the wait.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    if (!paymentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const deadline = started + POLL_TIMEOUT_MS;
    const clock = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1_000);
    setStatus({ state: 'pending', reason: null });
    setElapsed(0);

    const finish = (state: PollState, reason: PayInFailureReason | null = null) => {
      if (stopped) return;
      stopped = true;
      clearInterval(clock);
      setStatus({ state, reason });
      settled.current?.(state);
    };

    const tick = async () => {
      try {
        const outcome = await checkPayInOutcome(paymentId);
        if (outcome?.kind === 'success') return finish('success');
        if (outcome?.kind === 'failed') return finish('failed', outcome.reason);
      } catch {
        // Keep waiting; the deadline still applies.
      }
      if (stopped) return;
      if (Date.now() >= deadline) return finish('timeout');
      timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);

    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(clock);
    };
  }, [paymentId]);

  return { ...status, elapsedSeconds };
}
