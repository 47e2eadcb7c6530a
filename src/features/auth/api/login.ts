import { api } from '@/lib/api';
import type { LoginResponse } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { rememberLogin, profileQueryOptions } from '@/entities/session';
import { tokenStore } from '@/lib/api/tokens';
import { fetchFreshBalance } from '@/entities/wallet';

/**
 * Profile and balance, fetched afresh into their queries, in parallel (section 6: only with a
 * security token). A failed profile leaves the player logged out; the caller sees the error.
 */
export async function loadUser(): Promise<void> {
  if (!tokenStore.hasSecurityToken()) return;
  await Promise.all([
    queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }),
    fetchFreshBalance(queryClient),
  ]);
}

/** Stores both tokens, marks a temporary login, then loads profile and balance. */
export async function completeLogin(response: LoginResponse): Promise<void> {
  rememberLogin(response);
  await loadUser();
}

/** Logs in; the ApiError (INVALID_CREDENTIALS, ACCOUNT_SUSPENDED...) reaches the caller. */
export async function loginWithCredentials(
  username: string,
  password: string,
): Promise<LoginResponse> {
  const response = await api.login(username, password);
  await completeLogin(response);
  return response;
}
