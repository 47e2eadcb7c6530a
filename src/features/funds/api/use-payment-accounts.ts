import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PaymentAccount, WithdrawRequest } from '@/lib/api/types';
import { fundsKeys } from '@/entities/wallet';

export type SavedAccount = PaymentAccount & { method: WithdrawRequest['method'] };

const isSavedAccount =
  (methods: readonly string[]) =>
  (a: PaymentAccount): a is SavedAccount =>
    methods.includes(a.method) &&
    typeof a.paymentAccountId === 'number' &&
    typeof a.fullName === 'string' &&
    typeof a.walletNumber === 'string' &&
    a.walletNumber !== '';

/**
 * The player's saved payout accounts (the spec's GET /users/payment-accounts), only those this
 * form can pay to. Not a money fact: an unreadable row is left out, a failure offers none.
 */
export const paymentAccountsQuery = (methods: readonly WithdrawRequest['method'][]) =>
  queryOptions({
    queryKey: [...fundsKeys.all, 'payment-accounts'] as const,
    queryFn: api.getPaymentAccounts,
    select: (accounts: PaymentAccount[]) =>
      Array.isArray(accounts) ? accounts.filter(isSavedAccount(methods)) : [],
    retry: false,
  });

export const usePaymentAccounts = (methods: readonly WithdrawRequest['method'][]) =>
  useQuery(paymentAccountsQuery(methods));
