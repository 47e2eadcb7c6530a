import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TicketDeliverIQDto } from '@/lib/api/types';
import { applyCartUpdate } from '@/entities/cart';

/** Adds one ticket to the cart; the cart the backend answers becomes the cached cart (no refetch). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: TicketDeliverIQDto) => api.addTicketToCart(ticket),
    onSuccess: (cart) => applyCartUpdate(queryClient, cart),
  });
}
