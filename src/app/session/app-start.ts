import { navigationQuery } from '@/entities/content';
import { currentLanguage } from '@/i18n';
import { ensureFreshToken } from '@/lib/api/http/auth';
import { tokenStore } from '@/lib/api/tokens';
import { queryClient } from '@/lib/query';
import { sessionStore } from '@/entities/session';
import { prefetchPlayer } from './prefetch-player';
import { gameInfoQueryOptions } from '@/entities/game';
import { cartQueryOptions, cartVouchersQueryOptions } from '@/entities/cart';

/**
 * The player's start data, all at once: profile and balance (prefetchPlayer), the cart (the
 * badge) and the cart's vouchers, each put in the query cache with the options the screens use,
 * so none is asked twice.
 */
async function startSession(): Promise<void> {
  const hasToken = await ensureFreshToken();
  if (!hasToken || !tokenStore.hasSecurityToken()) return;
  await Promise.all([
    prefetchPlayer(queryClient),
    queryClient.prefetchQuery(cartQueryOptions()),
    queryClient.prefetchQuery(cartVouchersQueryOptions()),
  ]);
}

/**
 * Section 4's app start: the spinner shows until the user state (or the token check) and the
 * game info are loaded; the CMS navigation loads alongside so deep links to content pages work.
 * Public facts need no token: they start at once, in parallel with the session.
 */
export async function startApp(alsoWaitFor: Promise<unknown>[] = []): Promise<void> {
  // alsoWaitFor: the opening route's page chunk, so the page renders without suspending.
  // Settled, not all fulfilled: a start call that fails (its alert already raised) must not keep
  // the app on the start spinner; the screens show that fact as failed, with a retry.
  await Promise.allSettled([
    startSession(),
    queryClient.prefetchQuery(gameInfoQueryOptions()),
    // The texts may still be loading: currentLanguage() is the one they load in.
    queryClient.prefetchQuery(navigationQuery(currentLanguage())),
    ...alsoWaitFor,
  ]);
  sessionStore.ready = true;
}
