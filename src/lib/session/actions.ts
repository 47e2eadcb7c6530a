import { tokenStore } from '@/lib/api/tokens';
import { LoginStatus, type LoginResponse } from '@/lib/api/types';
import { forgetPersisted, queryClient } from '@/lib/query';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { playerKeys } from './player-keys';
import { sessionStore } from './session-store';

/** Stores both tokens and the login's client flags; the auth feature then loads the player. */
export function rememberLogin(response: LoginResponse): void {
  tokenStore.setTokens(response);
  sessionStore.loggedOut = false;
  sessionStore.expiredByInactivity = false;
  sessionStore.accountClosed = false;
  sessionStore.temporaryLogin = response.status === LoginStatus.TemporaryPassword;
  if (sessionStore.temporaryLogin) storage.set(STORAGE_KEYS.temporaryPassword, 'true');
  else storage.remove(STORAGE_KEYS.temporaryPassword);
}

/**
 * Forgets everything about the player (section 4's logout, whatever the call answered): the
 * tokens, and every query under the player root, so nothing of this player (profile, balance,
 * history, notifications, cart, tickets) survives into the next session.
 */
export function clearSession(): void {
  tokenStore.clear();
  queryClient.removeQueries({ queryKey: playerKeys.all });
  sessionStore.temporaryLogin = false;
  storage.remove(STORAGE_KEYS.temporaryPassword);
  // The player's answers saved for offline reading (My Tickets) go too.
  forgetPersisted(playerKeys.all);
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
