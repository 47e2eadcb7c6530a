import { offerInfoQuery } from '@/features/play/api/use-offer-draws';
import { resultsKeys } from '@/features/results/api/results-keys';
import { initI18n } from '@/i18n';
import { connectApiEvents } from '@/lib/alerts';
import { loadRuntimeConfig } from '@/lib/config';
import { offerWindowQuery } from '@/lib/lottery/draws';
import { lotteryKeys, ticketTypeQuery } from '@/lib/lottery/queries';
import { persistQueries, queryClient } from '@/lib/query';
import { STORAGE_KEYS } from '@/lib/storage';
import { preloadRoutePage } from './routing/preload-route';
import { startApp } from './session/app-start';

/** The board's draws: ticket type, then the offer for it (public calls, no token needed). */
async function prefetchOffer(): Promise<void> {
  const type = await queryClient.fetchQuery(ticketTypeQuery()).catch(() => null);
  if (!type) return;
  await queryClient.prefetchQuery(
    offerInfoQuery(offerWindowQuery(new Date(), type.ticketTypeName)),
  );
}

/**
 * Everything the opening route needs, started at once and in parallel rather than one after
 * another: config.json (preloaded by index.html), the start translations, then, as soon as the
 * base addresses are known, game info, ticket type and offer, navigation, the user's calls and the
 * route's page chunk. Resolves when the first render may happen (config and translations);
 * sessionStore.ready follows when the start data is there.
 */
export async function startEarly(pathname: string): Promise<void> {
  connectApiEvents();
  // The last jackpot and results, readable offline ("offline, as of HH:mm"); a week at most.
  persistQueries(queryClient, {
    prefixes: [lotteryKeys.gameInfos(), resultsKeys.all],
    storageKey: STORAGE_KEYS.offlineQueries,
    maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  });
  const configReady = loadRuntimeConfig();
  const i18nReady = initI18n();
  void configReady.then(() => {
    void prefetchOffer();
    void startApp([i18nReady.then(() => preloadRoutePage(pathname))]);
  });
  await Promise.all([configReady, i18nReady]);
}
