import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from './wallet-keys';

/**
 * After anything that moves money (deposit outcome, withdrawal, purchase, voucher credit, win):
 * the balance, the history and the notifications are fetched again at once, so no screen shows
 * the old amount and a new booking's notification appears without waiting for the cache to age.
 */
export function refreshAfterMoneyEvent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
