import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isUnreadableAnswer } from '@/lib/api/errors';
import { applyCartUpdate, cartKeys } from '@/entities/cart';

/** An answer the app could not read: the cart may have changed, so it is asked again (0176). */
const rereadCartIfUnknown = (queryClient: QueryClient) => (error: unknown) => {
  if (isUnreadableAnswer(error)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
};

export function useRemovePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, positionId }: { orderId: number; positionId: number }) =>
      api.deleteCartPosition(orderId, positionId),
    onSuccess: (cart) => applyCartUpdate(queryClient, cart),
    onError: rereadCartIfUnknown(queryClient),
  });
}

/** Deletes the whole cart: no cart remains (the tickets already bought do not change). */
export function useRemoveAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.deleteCart(orderId),
    onSuccess: () => applyCartUpdate(queryClient, null),
  });
}

/**
 * Adds a voucher by code; the caller shows why it was refused, or "not confirmed". `acceptUnused`:
 * the player chose to use a voucher worth more than is left to pay (decision 0254).
 */
export function useApplyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, acceptUnused = false }: { code: string; acceptUnused?: boolean }) =>
      api.addVoucherToCart(code, acceptUnused),
    onSuccess: (cart) => applyCartUpdate(queryClient, cart),
    onError: rereadCartIfUnknown(queryClient),
  });
}

/** Keeps a promo code for later: redeemed into My Vouchers, the cart's voucher list refreshes. */
export function useKeepVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.redeemVoucher(code),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.vouchers() }),
  });
}
