import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { Subscription } from '@/lib/api/types';
import { useIsLoggedIn } from '@/entities/session';
import { subscriptionKeys } from './keys';

/** The player's subscriptions; null when the backend answers 404 (it has no subscriptions). */
export async function fetchSubscriptions(): Promise<Subscription[] | null> {
  return unlessNotOffered(api.getSubscriptions());
}

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: fetchSubscriptions,
    staleTime: 60_000,
  });

export const useSubscriptions = (enabled = true) => useQuery({ ...subscriptionsQuery(), enabled });

/**
 * Whether to offer Subscribe and My Subscriptions: logged in and the backend answered the list.
 * A 404 (null), a failure or a visitor: not offered, the pages stay as they were.
 */
export function useSubscriptionsOffered(): boolean {
  const loggedIn = useIsLoggedIn();
  const { data } = useSubscriptions(loggedIn);
  return loggedIn && Array.isArray(data);
}
