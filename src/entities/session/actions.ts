import { tokenStore } from '@/lib/api/tokens';
import { LoginStatus, type LoginResponse } from '@/lib/api/types';
import { clearDraft } from '@/entities/draft';
import { queryClient } from '@/lib/query';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { forgetPlayerQueries } from './forget-player';
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
 * tokens, every player query (profile, balance, history, notifications, cart, tickets), cached
 * and saved offline, the play draft and the win notices seen, so nothing of this player survives
 * into the next session.
 */
export function clearSession(): void {
  tokenStore.clear();
  forgetPlayerQueries(queryClient);
  sessionStore.temporaryLogin = false;
  storage.remove(STORAGE_KEYS.temporaryPassword);
  // The picked numbers and the win notices seen are this player's too: the next player in the
  // same tab saw the first one's numbers pre-selected (issue 39).
  clearDraft();
  storage.remove(STORAGE_KEYS.gameDraft, 'session');
  storage.remove(STORAGE_KEYS.winNoticesSeen);
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
