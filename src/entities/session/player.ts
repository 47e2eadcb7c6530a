import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { tokenStore } from '@/lib/api/tokens';
import type { UserProfile } from '@/lib/api/types';
import { queryClient as appQueryClient } from '@/lib/query';
import { playerKeys } from './player-keys';
import { sessionStore } from './session-store';

type RoleHolder = { roles: readonly { roleName: string }[]; mobileVerified: boolean };

/** Roles are the source of truth for "verified"; mobileVerified is the fallback field. */
export function isVerified(profile: RoleHolder | null | undefined): boolean {
  if (!profile) return false;
  return (
    profile.roles.some((role) => role.roleName === 'IDENTITY_CONFIRMED') || profile.mobileVerified
  );
}

/** The profile in the cache, when a security token is present too (section 4's "logged in"). */
export function playerProfile(client: QueryClient = appQueryClient): UserProfile | undefined {
  if (!tokenStore.hasSecurityToken()) return undefined;
  return client.getQueryData<UserProfile>(playerKeys.profile());
}

export const isLoggedIn = (client?: QueryClient): boolean => playerProfile(client) !== undefined;

const PROFILE_HASH = hashKey(playerKeys.profile());

/**
 * Reads the profile query's cache entry without fetching (`profileQueryOptions` fetches it at
 * login and app start). The shell, features and other entities use it to know who is logged in.
 */
export function usePlayerProfile(): UserProfile | undefined {
  const client = useQueryClient();
  const { hasToken } = useSnapshot(sessionStore);
  // Only the profile's own events: another query built during a render (a removed cart or
  // tickets query coming back) must not update this component in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === PROFILE_HASH) onChange();
      }),
    [client],
  );
  const profile = useSyncExternalStore(
    subscribe,
    () => client.getQueryData<UserProfile>(playerKeys.profile()),
    // Rendered at build time (decision 0232): a visitor.
    () => undefined,
  );
  return hasToken ? profile : undefined;
}

export const useIsLoggedIn = (): boolean => usePlayerProfile() !== undefined;

export const useIsVerified = (): boolean => isVerified(usePlayerProfile());
