import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api';

/** How often a wallet payment is checked, and when the app stops waiting (not in the spec). */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_TIMEOUT_MS = 180_000;

export type PollState = 'pending' | 'success' | 'failed' | 'timeout';

/**
 * Checks a pay-in until it is SUCCESSFUL or FAILED, or the timeout passes. A failed check
 * (network, server) does not end the wait: the next check may answer.
 */
export function usePayInPolling(paymentId: string | null, onSettled?: (state: PollState) => void) {
  const [state, setState] = useState<PollState>('pending');
  // A ref: a new callback identity must not restart the wait.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    if (!paymentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_TIMEOUT_MS;
    setState('pending');

    const finish = (next: PollState) => {
      if (stopped) return;
      stopped = true;
      setState(next);
      settled.current?.(next);
    };

    const tick = async () => {
      try {
        const result = await api.checkPayIn(paymentId);
        if (result.status === 'SUCCESSFUL') return finish('success');
        if (result.status === 'FAILED') return finish('failed');
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
    };
  }, [paymentId]);

  return state;
}
