import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/**
 * Reads the profile query's cache entry without fetching (the account feature's
 * `profileQueryOptions` fetches it at login and app start). Shell, lib and shared components use
 * it to know who is logged in; none of them calls the adapter.
 */
export function usePlayerProfile(): UserProfile | undefined {
  const client = useQueryClient();
  const { hasToken } = useSnapshot(sessionStore);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const profile = useSyncExternalStore(subscribe, () =>
    client.getQueryData<UserProfile>(playerKeys.profile()),
  );
  return hasToken ? profile : undefined;
}

export const useIsLoggedIn = (): boolean => usePlayerProfile() !== undefined;

export const useIsVerified = (): boolean => isVerified(usePlayerProfile());
