import { offerInfoQuery } from '@/entities/game';
import { ticketTypeQueryOptions } from '@/features/play/api';
import { resultsKeys } from '@/entities/results/keys';
// The keys file only: the tickets api carries luxon, which the start route does not load.
import { ticketsKeys } from '@/entities/tickets/keys';
import { initI18n } from '@/i18n';
import { connectApiEvents } from '@/lib/alerts';
import { loadRuntimeConfig } from '@/lib/config';
import { offerWindowQuery } from '@/lib/lottery/draws';
import { tokenStore } from '@/lib/api/tokens';
import { persistQueries, queryClient } from '@/lib/query';
import { playerKeys } from '@/entities/session/player-keys';
import { STORAGE_KEYS } from '@/lib/storage';
import { preloadRoutePage, warmRouteChunks } from './routing/preload-route';
import { startApp } from './session/app-start';
import { connectCartEvents } from './session/cart-events';
import { connectSessionEndedEvents } from './session/session-ended';
import { playKeys } from '@/entities/game';
import { gameRecallKeys } from '@/entities/game-recall/keys';

/** The board's draws: ticket type, then the offer for it (public calls, no token needed). */
async function prefetchOffer(): Promise<void> {
  const type = await queryClient.fetchQuery(ticketTypeQueryOptions()).catch(() => null);
  if (!type) return;
  await queryClient.prefetchQuery(
    offerInfoQuery(offerWindowQuery(new Date(), type.ticketTypeName)),
  );
}

/** What the start gives main.tsx: when the first screen can render, and when the data is in. */
export interface Start {
  /** The texts and the page file of the opening route: enough to hydrate its prerendered HTML. */
  firstScreen: Promise<unknown>;
  /** The start data too (sessionStore.ready): enough for the app's first render of its own. */
  started: Promise<unknown>;
}

/**
 * Everything the opening route needs, started at once and in parallel rather than one after
 * another: config.json (preloaded by index.html), the start translations, then, as soon as the
 * base addresses are known, game info, ticket type and offer, navigation, the user's calls and the
 * route's page chunk. A page prerendered at build time hydrates as soon as its texts and page file
 * are there (firstScreen), before the start data (decision 0232); any other route renders once,
 * when the start data is there (started), not a spinner of its own first.
 */
export function startEarly(pathname: string): Start {
  connectApiEvents();
  connectCartEvents();
  connectSessionEndedEvents();
  // The last jackpot, results, My Tickets and game recall, readable offline ("offline, as of HH:mm"); a week
  // at most. My Tickets needs the player's profile (logged in offline). Both are the player's:
  // forgotten at logout (clearSession) and never restored without a token (decision 0111).
  const hasSession = tokenStore.hasSecurityToken() || tokenStore.getRefreshToken() !== null;
  persistQueries(queryClient, {
    prefixes: [
      playKeys.gameInfo(),
      resultsKeys.ranges(),
      ticketsKeys.lists(),
      playerKeys.profile(),
      // Game recall reads offline and in error states (GLI-31, decision 0286).
      gameRecallKeys.all,
    ],
    restorable: (key) => hasSession || key[0] !== playerKeys.all[0],
    storageKey: STORAGE_KEYS.offlineQueries,
    maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  });
  const configReady = loadRuntimeConfig();
  const i18nReady = initI18n();
  warmRouteChunks(pathname, configReady);
  const firstScreen = i18nReady.then(() => preloadRoutePage(pathname));
  const started = configReady.then(() => {
    void prefetchOffer();
    return startApp([firstScreen]);
  });
  return { firstScreen, started: Promise.all([configReady, i18nReady, started]) };
}
