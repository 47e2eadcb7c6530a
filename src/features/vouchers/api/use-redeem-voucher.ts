import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isUnreadableAnswer } from '@/lib/api/errors';
import { voucherKeys } from './voucher-keys';
import { refreshAfterMoneyEvent } from '@/entities/wallet';
import { cartKeys } from '@/entities/cart';

/**
 * Redeems a code; afterwards the player's and the cart's vouchers are reloaded (section 7). A
 * credit code (BONUS3000) books money at once: balance, history and notifications refresh too.
 */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  const reread = async () => {
    void refreshAfterMoneyEvent(queryClient);
    await queryClient.invalidateQueries({ queryKey: voucherKeys.mine() });
    // A redeemed code is offered no more.
    void queryClient.invalidateQueries({ queryKey: voucherKeys.offers() });
    // Refetched only where a cart screen shows them (no extra call otherwise).
    void queryClient.invalidateQueries({ queryKey: cartKeys.vouchers() });
  };
  return useMutation({
    mutationFn: (code: string) => api.redeemVoucher(code),
    onSuccess: () => reread(),
    // An answer the app could not read: the code may have been redeemed, so the same facts are
    // asked again (decision 0176).
    onError: (error) => (isUnreadableAnswer(error) ? reread() : undefined),
  });
}
