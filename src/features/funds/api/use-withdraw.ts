import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithdrawRequest } from '@/lib/api/types';
import { refreshAfterMoneyEvent } from '@/entities/wallet';

/**
 * Sends a payout with the action's Idempotency-Key. Whatever the answer, the balance, history and
 * notifications are fetched again from the backend (never computed here); not awaited, so the
 * answer shows at once.
 */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, actionKey }: { request: WithdrawRequest; actionKey: string }) =>
      api.withdraw(request, actionKey),
    onSettled: () => {
      void refreshAfterMoneyEvent(queryClient);
    },
  });
};
