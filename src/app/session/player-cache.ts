import { cartKeys, emptyCart } from '@/features/cart/api';
// The keys file only: the tickets api carries luxon, which the start route does not load.
import { ticketsKeys } from '@/features/tickets/api/keys';
import { onApiEvent } from '@/lib/api/events';
import { queryClient, registerPlayerQueries } from '@/lib/query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The player's cached facts follow the session: a logout removes the cart, its vouchers and the
 * tickets (cached and saved offline), and a 401's cart-empty event empties the cart, so the badge
 * goes with it. Returns the unsubscribe function.
 */
export function connectPlayerCache(client: QueryClient = queryClient): () => void {
  registerPlayerQueries(cartKeys.all, ticketsKeys.all);
  return onApiEvent((event) => {
    if (event.type === 'cart-empty') emptyCart(client);
  });
}
