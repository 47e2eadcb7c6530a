import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '@/lib/api/tokens';
import { profileQueryOptions } from '@/entities/session';
import { balanceQueryOptions } from '@/entities/wallet';

/**
 * How long the start waits for the balance once the profile answered. The two leave together and
 * answer together; a balance that fails is retried after 1, 2 and 4 s (section 4), and those
 * retries go on behind the rendered app instead of holding the start spinner for 7 s when the
 * network drops (offline, the player reads the saved pages at once).
 */
export const BALANCE_START_WAIT_MS = 500;

/**
 * App start for a player with a security token: profile and balance into their queries, in
 * parallel, with the same queryOptions the screens read. A failed profile leaves the player
 * logged out (the adapter already alerted); a balance not known yet shows as not known.
 */
export async function prefetchPlayer(queryClient: QueryClient): Promise<void> {
  if (!tokenStore.hasSecurityToken()) return;
  const balance = queryClient.prefetchQuery(balanceQueryOptions());
  // staleTime 0: a profile restored from the offline copy is asked again when online.
  await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    balance,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BALANCE_START_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
