import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { PrizeClaim, PrizeClaims } from '@/lib/api/types';
import { prizeClaimKeys } from './keys';

/** null when the backend does not offer claims (404): every win then went to the wallet. */
async function fetchPrizeClaims(): Promise<PrizeClaims | null> {
  return unlessNotOffered(api.getPrizeClaims());
}

export const prizeClaimsQuery = () =>
  queryOptions({
    queryKey: prizeClaimKeys.all,
    queryFn: fetchPrizeClaims,
    staleTime: 60_000,
    retry: false,
  });

export const usePrizeClaims = (enabled = true) => useQuery({ ...prizeClaimsQuery(), enabled });

/** The claim of one ticket's win in one draw, if it is paid by claim. */
export const findClaim = (
  claims: PrizeClaims | null | undefined,
  ticketId: number,
  drawId: number | null,
): PrizeClaim | undefined =>
  claims?.claims.find((c) => c.ticketId === ticketId && (drawId === null || c.drawId === drawId));
