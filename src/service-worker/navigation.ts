import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { chooseDocument, cookieStoreLanguage } from '../prerender/document-choice';

declare const self: ServiceWorkerGlobalScope;

const precached = (document: string): boolean => getCacheKeyForURL(document) !== undefined;

/**
 * A navigation to an app route, answered from the precache as nginx's `@app` answers it: the
 * route prerendered in the player's language, else that language's shell, else index.html
 * (decision 0237). The page then hydrates the document (its #root names route and language).
 * The precache is the fast path online too: a new deploy comes with a new worker, through the
 * update prompt. The network only if the chosen document is missing from the cache.
 */
export async function answerNavigation({ request }: RouteHandlerCallbackOptions) {
  // Optional: a browser without the Cookie Store API gets Arabic, as before.
  const cookies = 'cookieStore' in self ? self.cookieStore : undefined;
  const lang = await cookieStoreLanguage(cookies);
  const pathname = new URL(request.url).pathname;
  const document = chooseDocument(lang, pathname, precached);
  return (await matchPrecache(document)) ?? fetch(request);
}
