import { onApiEvent } from '@/lib/api/events';
import { tokenStore } from '@/lib/api/tokens';
import { queryClient } from '@/lib/query';
import { resettableProxy } from '@/lib/storage';
import { forgetPlayerQueries } from './forget-player';

/**
 * The session's client flags (spec section 3, "User (session)"). The player's server facts
 * (profile, balance, history, notifications) live only in React Query under `playerKeys`;
 * "logged in" and "verified" are derived from the profile query (decision 0100).
 */
export const sessionStore = resettableProxy(() => ({
  /** Logged in with a temporary password (after a reset). */
  temporaryLogin: false,
  /** Mirrors tokenStore: a security token is stored. */
  hasToken: tokenStore.hasSecurityToken(),
  /** App start finished loading the user (or found nobody to load). */
  ready: false,
  /** The player logged out on purpose: guards send to plain /login, without a way back. */
  loggedOut: false,
  /**
   * The inactivity logout is under way or its dialog not yet closed: protected pages send to the
   * start screen (where the session-expired dialog shows), not to /login.
   */
  expiredByInactivity: false,
  /** The player closed the account: guards send to the start screen, where the goodbye shows. */
  accountClosed: false,
}));

onApiEvent((event) => {
  if (event.type !== 'tokens-changed') return;
  sessionStore.hasToken = tokenStore.hasSecurityToken();
  // Both tokens gone (a 401 the refresh could not mend, or a logout): the session is over, and
  // nothing of this player may survive into the next one.
  if (!tokenStore.hasSecurityToken() && tokenStore.getRefreshToken() === null)
    forgetPlayerQueries(queryClient);
});
