import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { Cart } from '@/lib/api/types';
import { cartKeys } from './keys';

/** The active cart; null when the player has none (the backend answers 404). */
export async function getCart(): Promise<Cart | null> {
  try {
    return await api.getActiveCart();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.active(), queryFn: getCart });

export const useCart = (enabled: boolean) => useQuery({ ...cartQueryOptions(), enabled });

const holdsPositions = (cart: Cart | null) => !!cart && cart.positions.length > 0;

/**
 * The cart badge, derived from the cart query (never stored): true while the cart holds
 * positions; false for a visitor, before the cart is known, and once it was removed (logout).
 */
export function useCartHasPositions(loggedIn: boolean): boolean {
  const { data } = useQuery({ ...cartQueryOptions(), enabled: loggedIn, select: holdsPositions });
  return loggedIn && data === true;
}
