import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/api';
import type { UserBalance } from '@/lib/api/types';
import { sessionStore } from '@/entities/session';
import { fundsKeys } from './keys';

export const getBalance = (): Promise<UserBalance> => api.getAccountBalance();

/** The balance: its only home is this query (section 6: fetched only with a security token). */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: fundsKeys.balance(),
    queryFn: getBalance,
    // Back in the tab after a while: a draw may have paid a win, a wallet deposit may have landed.
    refetchOnWindowFocus: true,
  });

/** The balance query of a player with a security token (disabled for visitors). */
export function useBalanceQuery() {
  const { hasToken } = useSnapshot(sessionStore);
  return useQuery({ ...balanceQueryOptions(), enabled: hasToken });
}

/**
 * The player's balance, or undefined while not known (loading, failed, offline) or logged out.
 * Screens show an unknown balance as not known, never as 0 (money truth).
 */
export function useBalance(): UserBalance | undefined {
  const { hasToken } = useSnapshot(sessionStore);
  const query = useBalanceQuery();
  return hasToken ? query.data : undefined;
}
