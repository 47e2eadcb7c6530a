import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterMoneyEvent } from '@/lib/wallet';

/** The funds feature's key root; features build their keys on it. */
export const FUNDS_ROOT_KEY = ['funds'] as const;

/**
 * After any pay-in outcome (success, failure, timeout, or the player leaving): the balance, the
 * transaction history and the notifications are fetched again (decision 0014), so what the player
 * sees next is the backend's.
 */
export function refreshAfterPayIn(queryClient: QueryClient): void {
  void refreshAfterMoneyEvent(queryClient);
  void queryClient.invalidateQueries({ queryKey: FUNDS_ROOT_KEY });
}
