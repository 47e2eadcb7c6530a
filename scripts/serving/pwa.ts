import { VitePWA } from 'vite-plugin-pwa';
import { theme } from '../../src/styles/theme.ts';

/**
 * The service worker: src/service-worker/sw.ts, built by Vite and given the list of the build's
 * files to precache (the shell, every route chunk, every translation, the static images), so
 * navigating offline never ends on the browser's error page. The prerendered documents are
 * written after this build: scripts/prerender/precache-prerendered.ts adds them (decision 0237).
 * A new deploy waits for the player's OK (registerType 'prompt', src/app/pwa). The demo build
 * (msw's worker answers the API) has no PWA: docs/decisions/0023-precompression-and-service-worker.md.
 */
export function pwa(options: { disabled: boolean }) {
  return VitePWA({
    disable: options.disabled,
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'اليانصيب الخيري العراقي',
      short_name: 'اليانصيب الخيري',
      description: 'اليانصيب الخيري العراقي: العب 6 من 29، النتائج وتذاكرك',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme.colors.primary,
      background_color: theme.colors.background,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}'],
      // The prerendered documents get their own list, once written (see above).
      globIgnores: ['mockServiceWorker.js', '**/*.gz', '**/*.br', 'prerendered/**'],
    },
  });
}
