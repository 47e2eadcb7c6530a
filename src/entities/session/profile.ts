import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/api';
import type { UserProfile } from '@/lib/api/types';
import { playerKeys } from './player-keys';
import { sessionStore } from './session-store';

export const getProfile = (): Promise<UserProfile> => api.getProfile();

/**
 * The player's profile: fetched at login and app start (section 4), then changed only by the
 * player's own saves, which write the answer into this entry. Kept while a token lives, never
 * garbage-collected: "logged in" is derived from its presence (decision 0100).
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: playerKeys.profile(),
    queryFn: getProfile,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The logged-in player's profile; undefined while logged out or loading. */
export function useProfile(): UserProfile | undefined {
  const { hasToken } = useSnapshot(sessionStore);
  const query = useQuery({ ...profileQueryOptions(), enabled: hasToken });
  return hasToken ? query.data : undefined;
}

/** A save answered with the whole profile: that answer is the new cache entry. */
export function setProfile(client: QueryClient, profile: UserProfile): void {
  client.setQueryData(playerKeys.profile(), profile);
}

/** A save answered with one part of the profile (communication preferences): merged in. */
export function updateCachedProfile(client: QueryClient, part: Partial<UserProfile>): void {
  client.setQueryData<UserProfile>(playerKeys.profile(), (profile) =>
    profile ? { ...profile, ...part } : profile,
  );
}
