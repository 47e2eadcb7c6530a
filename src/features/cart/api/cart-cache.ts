import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/api/types';
import { alertStore } from '@/lib/alerts';
import { lotteryKeys } from '@/lib/lottery/queries';
import { resetTicketLists } from '@/lib/lottery/ticket-lists';

/**
 * Section 4's cart update: store the cart, set the cart-empty status when it has no positions and
 * refresh the vouchers that fit it.
 */
export function applyCartUpdate(queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData(lotteryKeys.cart(), cart);
  alertStore.isCartEmpty = !cart || cart.positions.length === 0;
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.cartVouchers() });
}

/** Section 4's reset: no cart, and the ticket lists load afresh. */
export function resetCart(queryClient: QueryClient): void {
  applyCartUpdate(queryClient, null);
  resetTicketLists();
  void queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets() });
}
