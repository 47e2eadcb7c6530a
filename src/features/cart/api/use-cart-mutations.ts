import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { applyCartUpdate } from './cart-cache';

export function useRemovePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, positionId }: { orderId: number; positionId: number }) =>
      api.deleteCartPosition(orderId, positionId),
    onSuccess: (cart) => applyCartUpdate(queryClient, cart),
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

/** Adds a voucher by code; the caller shows "Invalid promo code" on a refusal. */
export function useApplyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.addVoucherToCart(code),
    onSuccess: (cart) => applyCartUpdate(queryClient, cart),
  });
}
