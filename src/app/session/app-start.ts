import { api } from '@/lib/api';
import { ensureFreshToken } from '@/lib/api/http/auth';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { gameInfoQuery } from '@/lib/lottery/queries';
import { setNavigation } from '@/lib/navigation';
import { queryClient } from '@/lib/query';
import { isLoggedIn, sessionStore } from '@/lib/session';
import { prefetchPlayer } from './prefetch-player';

/** Obtain a token if a refresh token allows it; then the player's queries and the cart badge. */
async function startSession(): Promise<void> {
  const hasToken = await ensureFreshToken();
  if (!hasToken || !tokenStore.hasSecurityToken()) return;
  // The cart badge does not depend on the profile: both load at once.
  await Promise.all([prefetchPlayer(queryClient), loadCartState()]);
  if (!isLoggedIn(queryClient)) alertStore.isCartEmpty = true;
}

/** The cart badge: whether the player's active cart holds positions (no cart answers 404). */
async function loadCartState(): Promise<void> {
  try {
    const cart = await api.getActiveCart();
    alertStore.isCartEmpty = cart.positions.length === 0;
  } catch {
    alertStore.isCartEmpty = true;
  }
}

/**
 * Game info goes into the query cache, where the jackpot and the board read it: one request
 * (it used to be fetched here for a store and again by the jackpot). A failure shows in the panel.
 */
async function loadGameInfo(): Promise<void> {
  await queryClient.prefetchQuery(gameInfoQuery());
}

/** The CMS navigation (dynamic routes, nav and footer links); failures give an empty list. */
export async function loadNavigation(): Promise<void> {
  setNavigation(await api.getNavigationLinks());
}

/**
 * Section 4's app start: the spinner shows until the user state (or the token check) and the
 * game info are loaded; the CMS navigation loads alongside so deep links to content pages work.
 */
export async function startApp(alsoWaitFor: Promise<unknown>[] = []): Promise<void> {
  // alsoWaitFor: the opening route's page chunk, so the page renders without suspending.
  await Promise.all([startSession(), loadGameInfo(), loadNavigation(), ...alsoWaitFor]);
  sessionStore.ready = true;
}
