import type { QueryClient } from '@tanstack/react-query';
import type { UserBalance } from '@/lib/api/types';
import { tokenStore } from '@/lib/api/tokens';
import { notificationKeys } from '@/entities/notifications';
import { balanceQueryOptions } from './balance';
import { fundsKeys } from './keys';

/** Asks the balance again now, even when no screen shows it; null without a security token. */
export function fetchFreshBalance(queryClient: QueryClient): Promise<UserBalance | null> {
  if (!tokenStore.hasSecurityToken()) return Promise.resolve(null);
  return queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
}

/**
 * After anything that moves money (pay-in outcome, withdrawal, purchase, voucher credit, win):
 * the balance is asked again at once, and the history and the notifications (one per booking)
 * are refetched, so a new booking shows without waiting for the cache to age.
 */
export async function refreshAfterMoneyEvent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    fetchFreshBalance(queryClient).catch(() => undefined),
    queryClient.invalidateQueries({ queryKey: fundsKeys.bookings() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  ]);
}
