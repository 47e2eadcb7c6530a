import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { keepCommitmentsOf } from '@/entities/draw-proof';
import { ticketsKeys } from '@/entities/tickets';
import { api } from '@/lib/api';
import { isOutcomeUnknown } from '@/lib/api/errors';
import type { Cart } from '@/lib/api/types';
import { purchaseOutcomeOf, type PurchaseOutcome } from '@/lib/lottery/purchase-refusal';
import { applyCartUpdate, cartKeys } from '@/entities/cart';
import { refreshAfterMoneyEvent } from '@/entities/wallet';

/**
 * An answer the app could not read, or none at all: the purchase may have gone through. Every fact it could
 * have changed is asked again: the cart, the ticket lists and the balance (decision 0176).
 */
function rereadAfterUnknownPurchase(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() });
  void refreshAfterMoneyEvent(queryClient);
}

/**
 * Buys the cart from the balance. A ref guards against a second purchase while one is in flight
 * (double clicks, slow networks), on top of the disabled button. On a refusal nothing changes:
 * the cart stays as it was. A purchase changes exactly three facts: the cart is gone, the
 * balance is lower and the open tickets hold the new ones.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (): Promise<PurchaseOutcome> => {
      // The cart being bought, as the spec's cart call last gave it: its price is the cost.
      const cart = queryClient.getQueryData<Cart | null>(cartKeys.active());
      const outcome = purchaseOutcomeOf(await api.purchaseCart('NONE'), cart?.originalCartPrice);
      const drawIds = cart?.positions.flatMap((p) => p.ticketDeliverIQDto?.drawIds ?? []) ?? [];
      keepCommitmentsOf(queryClient, drawIds);
      return outcome;
    },
    // Partly sold out is a purchase too: the cart is bought, the refund is on the balance.
    onSuccess: () => {
      applyCartUpdate(queryClient, null);
      void queryClient.invalidateQueries({ queryKey: ticketsKeys.list('open') });
      void refreshAfterMoneyEvent(queryClient);
    },
    onError: (error) => {
      if (isOutcomeUnknown(error)) rereadAfterUnknownPurchase(queryClient);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const purchase = (options: Parameters<typeof mutation.mutate>[1]) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    mutation.mutate(undefined, options);
    return true;
  };
  return { ...mutation, purchase };
}
