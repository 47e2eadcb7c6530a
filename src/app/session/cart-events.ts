import type { QueryClient } from '@tanstack/react-query';
import { onApiEvent } from '@/lib/api/events';
import { queryClient } from '@/lib/query';
import { emptyCart } from '@/entities/cart';

/**
 * A 401's cart-empty event (section 8) empties the cart query, so the badge goes with it. (A
 * logout removes the whole player root, cart and tickets included.) Returns the unsubscribe.
 */
export function connectCartEvents(client: QueryClient = queryClient): () => void {
  return onApiEvent((event) => {
    if (event.type === 'cart-empty') emptyCart(client);
  });
}
