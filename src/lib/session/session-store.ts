import { onApiEvent } from '@/lib/api/events';
import { tokenStore } from '@/lib/api/tokens';
import type { Booking, PlayerMessage, UserProfile } from '@/lib/api/types';
import { resettableProxy } from '@/lib/storage';

/**
 * The logged-in player's state (spec section 3, "User (session)"). The balance is not here: it
 * lives in React Query (`@/lib/wallet`), so every money event refreshes the one copy.
 */
export const sessionStore = resettableProxy(() => ({
  profile: null as UserProfile | null,
  /** Logged in with a temporary password (after a reset). */
  temporaryLogin: false,
  bookings: [] as Booking[],
  notifications: [] as PlayerMessage[],
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
  /** Logged in only when a profile is loaded and a security token is present (section 4). */
  get isLoggedIn(): boolean {
    return this.profile !== null && this.hasToken;
  },
}));

/** Roles are the source of truth for "verified"; mobileVerified is the fallback field. */
export function isVerified(
  profile: { roles: readonly { roleName: string }[]; mobileVerified: boolean } | null,
): boolean {
  if (!profile) return false;
  return (
    profile.roles.some((role) => role.roleName === 'IDENTITY_CONFIRMED') || profile.mobileVerified
  );
}

onApiEvent((event) => {
  if (event.type === 'tokens-changed') sessionStore.hasToken = tokenStore.hasSecurityToken();
});
