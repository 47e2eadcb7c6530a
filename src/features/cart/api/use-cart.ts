import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { alertStore } from '@/lib/alerts';
import { activeCartQuery, lotteryKeys } from '@/lib/lottery/queries';

/** The active cart; keeps the cart badge (alertStore.isCartEmpty) in step with it. */
export function useCart(enabled: boolean) {
  const query = useQuery({ ...activeCartQuery(), enabled });
  const positions = query.data?.positions.length;
  useEffect(() => {
    if (query.isSuccess) alertStore.isCartEmpty = !positions;
  }, [query.isSuccess, positions]);
  return query;
}

export const cartVouchersQuery = () =>
  queryOptions({ queryKey: lotteryKeys.cartVouchers(), queryFn: () => api.getCartVouchers() });

/** The player's vouchers the cart offers (applicability is filtered by the caller). */
export const useCartVouchers = (enabled: boolean) => useQuery({ ...cartVouchersQuery(), enabled });
