import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gameStore } from '@/lib/game';
import { lotteryKeys } from '@/lib/lottery/queries';
import { refreshAfterMoneyEvent } from '@/features/funds/api';
import { voucherKeys } from './voucher-keys';

/**
 * Redeems a code; afterwards the player's and the cart's vouchers are reloaded (section 7). A
 * credit code (BONUS3000) books money at once: balance, history and notifications refresh too.
 */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.redeemVoucher(code),
    onSuccess: async () => {
      void refreshAfterMoneyEvent(queryClient);
      await queryClient.invalidateQueries({ queryKey: voucherKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.cartVouchers() });
      try {
        gameStore.vouchers = await api.getCartVouchers();
      } catch {
        // No active cart: nothing to refresh.
      }
    },
  });
}
