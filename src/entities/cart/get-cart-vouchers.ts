import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cartKeys } from './keys';

export const cartVouchersQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.vouchers(), queryFn: () => api.getCartVouchers() });

/** The player's vouchers the cart offers (applicability is filtered by the caller). */
export const useCartVouchers = (enabled: boolean) =>
  useQuery({ ...cartVouchersQueryOptions(), enabled });
