import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { VoucherOffer } from '@/lib/api/types';
import { voucherKeys } from './voucher-keys';

/**
 * The voucher offers the backend makes the player (decision 0286). It makes none to a player at
 * risk, self-excluded or on a break; a 404 (not offered) or a failure shows none either: an offer
 * is marketing, never worth an error on the page.
 */
async function fetchOffers(): Promise<VoucherOffer[]> {
  try {
    return (await api.getOffers()).offers;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const offersQuery = () =>
  queryOptions({ queryKey: voucherKeys.offers(), queryFn: fetchOffers, retry: false });

export const useOffers = (): VoucherOffer[] => useQuery(offersQuery()).data ?? [];
