import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/api/tokens';
import { profileQueryOptions } from '@/features/account/api';
import { balanceQueryOptions } from '@/features/funds/api';

/**
 * App start for a player with a security token: profile and balance into their queries, in
 * parallel, with the same queryOptions the screens read. A failed profile leaves the player
 * logged out (the adapter already alerted); a failed balance shows as unknown.
 */
export async function prefetchPlayer(queryClient: QueryClient): Promise<void> {
  if (!tokenStore.hasSecurityToken()) return;
  await Promise.all([
    // staleTime 0: a profile restored from the offline copy is asked again when online.
    queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }).catch(() => undefined),
    queryClient.prefetchQuery(balanceQueryOptions()),
  ]);
}
