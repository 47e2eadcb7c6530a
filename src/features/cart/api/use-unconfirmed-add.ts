import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cartKeys } from '@/entities/cart';

const isUnconfirmedAdd = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'unconfirmedAdd' in state;

/**
 * True when the play page sent the player here because adding a ticket got an answer the app
 * could not read; the cart is then asked again, so it shows what the backend holds (0176).
 */
export function useUnconfirmedAdd(): boolean {
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const [unconfirmed] = useState(() => isUnconfirmedAdd(state));
  useEffect(() => {
    if (unconfirmed) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [unconfirmed, queryClient]);
  return unconfirmed;
}
