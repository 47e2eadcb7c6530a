/**
 * The service worker (decision 0237; built by vite-plugin-pwa's injectManifest strategy, see
 * scripts/serving/pwa.ts). It precaches the build (the shell, every route chunk, every
 * translation, the static images) and the documents prerendered in every language, so a
 * navigation, online or offline, opens the route's first screen in the player's language.
 * config.json is network-first (a new backend address wins, the last one serves offline). API
 * answers are not cached here: the app persists its own query cache (src/lib/query/persist.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { answerNavigation } from './navigation';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files, written in by vite-plugin-pwa. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /**
   * The prerendered documents, written in after the prerender by
   * scripts/prerender/precache-prerendered.ts (they do not exist yet when Vite builds this).
   */
  __PRERENDER_MANIFEST?: PrecacheEntry[];
};

// A new deploy waits for the player's OK (src/app/pwa): `update(true)` of virtual:pwa-register
// posts SKIP_WAITING to the waiting worker, then the page reloads on the new version.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting();
});

clientsClaim();
// No directory index: `/` is an app route like any other (the navigation route below), not
// index.html, as for nginx, which serves a file only where the path names one.
precacheAndRoute([...self.__WB_MANIFEST, ...(self.__PRERENDER_MANIFEST ?? [])], {
  directoryIndex: '',
});
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(answerNavigation));
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'runtime-config', networkTimeoutSeconds: 4 }),
  'GET',
);
