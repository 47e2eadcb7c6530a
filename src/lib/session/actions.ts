import { api } from '@/lib/api';
import { tokenStore } from '@/lib/api/tokens';
import { LoginStatus, type LoginResponse, type UserBalance } from '@/lib/api/types';
import { queryClient, removePlayerQueries } from '@/lib/query';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { balanceQuery } from '@/lib/wallet/balance-query';
import { walletKeys } from '@/lib/wallet/wallet-keys';
import { sessionStore } from './session-store';

/** Stores both tokens, marks a temporary login, then loads profile and balance. */
export async function completeLogin(response: LoginResponse): Promise<void> {
  tokenStore.setTokens(response);
  sessionStore.loggedOut = false;
  sessionStore.expiredByInactivity = false;
  sessionStore.accountClosed = false;
  sessionStore.temporaryLogin = response.status === LoginStatus.TemporaryPassword;
  if (sessionStore.temporaryLogin) storage.set(STORAGE_KEYS.temporaryPassword, 'true');
  else storage.remove(STORAGE_KEYS.temporaryPassword);
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

/** Profile and balance are fetched only when a security token is stored (section 6). */
export async function loadUser(): Promise<void> {
  if (!tokenStore.hasSecurityToken()) return;
  // Independent calls: no waterfall.
  const [profile] = await Promise.all([api.getProfile(), refreshBalance()]);
  sessionStore.profile = profile;
}

/**
 * Fetches the balance into the app's query cache (its only home), e.g. at login so the app bar
 * shows it with the first paint. Components invalidate through their own query client instead.
 */
export async function refreshBalance(): Promise<UserBalance | null> {
  if (!tokenStore.hasSecurityToken()) return null;
  return queryClient.fetchQuery({ ...balanceQuery(), staleTime: 0 });
}

/** Deletes the active cart, if there is one; a failure never blocks the logout. */
async function clearCart(): Promise<void> {
  try {
    const cart = await api.getActiveCart();
    await api.deleteCart(cart.orderId);
  } catch {
    // No active cart (404) or the call failed: nothing to clear.
  }
}

/** Forgets everything about the player (section 4's logout, whatever the call answered). */
export function clearSession(): void {
  tokenStore.clear();
  sessionStore.profile = null;
  // The next player must never see this one's balance, history or notifications.
  queryClient.removeQueries({ queryKey: walletKeys.all });
  sessionStore.temporaryLogin = false;
  sessionStore.bookings = [];
  sessionStore.notifications = [];
  storage.remove(STORAGE_KEYS.temporaryPassword);
  // The cart (so the badge), its vouchers and the tickets, cached and saved offline.
  removePlayerQueries(queryClient);
}

/**
 * After a successful self-close the backend has ended the player's sessions: the cart and logout
 * calls could only answer 401 (and the cart call would raise the generic error dialog), so they
 * are not made. Everything is cleared locally, as after a logout.
 */
export function endClosedAccountSession(): void {
  clearSession();
  sessionStore.loggedOut = true;
  sessionStore.accountClosed = true;
}

/**
 * Section 4: clears the cart, calls logout and clears the session whether or not the call
 * succeeded. Resolves to whether the logout call succeeded; navigation is the caller's.
 */
export async function logout(): Promise<boolean> {
  await clearCart();
  let succeeded = true;
  try {
    await api.logout();
  } catch {
    succeeded = false;
  }
  clearSession();
  sessionStore.loggedOut = true;
  return succeeded;
}
