import { cachedContentPaths } from '@/entities/content';
import { i18n } from '@/i18n';
import { allowedPaths, PATHS, safeRedirect } from '@/lib/navigation';
import { queryClient } from '@/lib/query';
import { isVerified, playerProfile } from '@/entities/session';

/** The app's paths and the CMS pages of the navigation the app holds: a login may go back there. */
export const returnPaths = () => allowedPaths(cachedContentPaths(queryClient, i18n.language));

/** Appends a checked `redirect` so the next auth step can pass it on. */
export function withRedirect(path: string, redirect: string | null): string {
  const target = safeRedirect(redirect, returnPaths(), '');
  return target ? `${path}?${new URLSearchParams({ redirect: target }).toString()}` : path;
}

/**
 * Where a signed-in player goes next: an unverified one verifies first (section 4's
 * post-navigation rule), a verified one goes to the checked `redirect` or the start screen.
 */
export function afterSignIn(redirect: string | null): string {
  return isVerified(playerProfile())
    ? safeRedirect(redirect, returnPaths())
    : withRedirect(PATHS.verifyAccount, redirect);
}
