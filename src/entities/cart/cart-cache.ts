import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@/lib/api/types';
import { cartKeys } from './keys';

/**
 * Section 4's cart update: the backend's answer becomes the cached cart (no second request; the
 * badge follows it), and the vouchers that fit the cart are asked again.
 */
export function applyCartUpdate(queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData(cartKeys.active(), cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.vouchers() });
}

/**
 * A 401 ends the cart (section 8): it reads as empty until the player logs in again. It is also
 * marked stale (without a request now), so the next login asks the backend for the kept cart.
 */
export function emptyCart(queryClient: QueryClient): void {
  queryClient.setQueryData(cartKeys.active(), null);
  void queryClient.invalidateQueries({ queryKey: cartKeys.active(), refetchType: 'none' });
}
