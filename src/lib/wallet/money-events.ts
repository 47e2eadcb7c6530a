import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/api/tokens';
import { balanceQuery } from './balance-query';
import { walletKeys } from './wallet-keys';

/**
 * After anything that moves money (deposit outcome, withdrawal, purchase, voucher credit, win):
 * the balance is asked again at once, even when no screen shows it right now, and the history and
 * the notifications are refetched, so a new booking's notification appears without waiting for the
 * cache to age.
 */
export async function refreshAfterMoneyEvent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    tokenStore.hasSecurityToken()
      ? queryClient.fetchQuery({ ...balanceQuery(), staleTime: 0 }).catch(() => undefined)
      : undefined,
    queryClient.invalidateQueries({ queryKey: walletKeys.bookings() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.messages() }),
  ]);
}
