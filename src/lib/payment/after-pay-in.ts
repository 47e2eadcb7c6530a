import type { QueryClient } from '@tanstack/react-query';
import { refreshBalance } from '@/lib/session';

/** The funds feature's key root (its history); features build their keys on it. */
export const FUNDS_ROOT_KEY = ['funds'] as const;

/**
 * After any pay-in outcome (success, failure, timeout, or the player leaving): the balance and the
 * transaction history are fetched again, so what the player sees next is the backend's.
 */
export function refreshAfterPayIn(queryClient: QueryClient): void {
  void refreshBalance().catch(() => undefined);
  void queryClient.invalidateQueries({ queryKey: FUNDS_ROOT_KEY });
}
