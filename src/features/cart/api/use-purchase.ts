import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api';
import { lotteryKeys } from '@/lib/lottery/queries';
import { purchaseOutcomeOf, type PurchaseOutcome } from '@/lib/lottery/purchase-refusal';
import { refreshAfterMoneyEvent } from '@/features/funds/api';
import { resetCart } from './cart-cache';

/**
 * Buys the cart from the balance. A ref guards against a second purchase while one is in flight
 * (double clicks, slow networks), on top of the disabled button. On a refusal nothing changes:
 * the cart stays as it was.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (): Promise<PurchaseOutcome> =>
      purchaseOutcomeOf(await api.purchaseCart('NONE')),
    onSuccess: () => {
      resetCart(queryClient);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.gameInfos() });
      void refreshAfterMoneyEvent(queryClient);
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
