import { PATHS, safeRedirect } from '@/lib/navigation';
import { isVerified, playerProfile } from '@/lib/session';

/** Appends a checked `redirect` so the next auth step can pass it on. */
export function withRedirect(path: string, redirect: string | null): string {
  const target = safeRedirect(redirect, undefined, '');
  return target ? `${path}?${new URLSearchParams({ redirect: target }).toString()}` : path;
}

/**
 * Where a signed-in player goes next: an unverified one verifies first (section 4's
 * post-navigation rule), a verified one goes to the checked `redirect` or the start screen.
 */
export function afterSignIn(redirect: string | null): string {
  return isVerified(playerProfile())
    ? safeRedirect(redirect)
    : withRedirect(PATHS.verifyAccount, redirect);
}
