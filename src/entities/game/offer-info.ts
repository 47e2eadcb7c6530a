import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keepStopSell } from '@/lib/api/draw-proof/seen-before';
import type { OfferInfo, OfferInfoQuery } from '@/lib/api/types';
import { playKeys } from './keys';

/**
 * The draws on sale (spec's offer call). Each draw's stop-sell time is kept as first seen, so a
 * draw's proof answered later cannot move it (decision 0263).
 */
export async function getOfferInfo(query: OfferInfoQuery): Promise<OfferInfo> {
  const offer = await api.getOfferInfo(query);
  for (const event of offer.events)
    for (const draw of event.draws) keepStopSell(draw.drawId, draw.stopSellDate);
  return offer;
}

export const offerInfoQuery = (query: OfferInfoQuery) =>
  queryOptions({
    queryKey: playKeys.offer(query),
    queryFn: () => getOfferInfo(query),
    staleTime: 60_000,
  });
