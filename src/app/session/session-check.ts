import { ensureFreshToken } from '@/lib/api/http/auth';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { PAYMENT_PATHS } from '@/lib/navigation';
import { isLoggedIn, sessionStore, logout } from '@/entities/session';
import { storage, STORAGE_KEYS } from '@/lib/storage';

/** Section 9's session constants. */
export const SESSION_CHECK_MS = 60_000;
export const INACTIVITY_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
export const LOGOUT_FAILURE_REDIRECT_MS = 5_200;

export const recordInteraction = (now = Date.now()): void =>
  storage.set(STORAGE_KEYS.lastInteraction, String(now));

export function lastInteraction(): number | null {
  const value = Number(storage.get(STORAGE_KEYS.lastInteraction));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export interface SessionCheckDeps {
  pathname: () => string;
  goHome: () => void;
  now?: () => number;
}

/**
 * One run of the 60 s check: more than 30 days without a click while logged in (and not on a
 * payment page) clears the cart, logs out, goes home and shows the session-expired dialog.
 * When the logout call fails, the tokens are cleared and home follows after 5.2 s.
 */
export async function checkSession({
  pathname,
  goHome,
  now = Date.now,
}: SessionCheckDeps): Promise<void> {
  if (!isLoggedIn()) {
    // A visitor with only a refresh token keeps a fresh access token.
    if (tokenStore.getRefreshToken()) await ensureFreshToken();
    return;
  }
  const last = lastInteraction();
  if (last === null) {
    recordInteraction(now());
    return;
  }
  if (now() - last <= INACTIVITY_LIMIT_MS || PAYMENT_PATHS.has(pathname())) {
    await ensureFreshToken();
    return;
  }
  // Before the tokens go, or the protected page the player is on would send them to /login.
  sessionStore.expiredByInactivity = true;
  const succeeded = await logout();
  if (succeeded) {
    goHome();
    alertStore.sessionExpired = true;
    return;
  }
  tokenStore.clear();
  setTimeout(() => {
    goHome();
    alertStore.sessionExpired = true;
  }, LOGOUT_FAILURE_REDIRECT_MS);
}
