import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TicketDeliverIQDto } from '@/lib/api/types';
import { lotteryKeys } from '@/lib/lottery/queries';

/** Adds one ticket to the cart; the cart and its vouchers are fetched again afterwards. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: TicketDeliverIQDto) => api.addTicketToCart(ticket),
    onSuccess: (cart) => {
      queryClient.setQueryData(lotteryKeys.cart(), cart);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.cart() });
    },
  });
}
