import { VitePWA } from 'vite-plugin-pwa';
import { theme } from '../../src/styles/theme.ts';

/**
 * The service worker (Workbox, generated at build): it precaches the shell, every route chunk,
 * every translation and the static images, so navigating offline never ends on the browser's
 * error page. config.json is network-first (a new backend address wins, the last one serves
 * offline). API answers are not cached here: the app persists its own query cache
 * (src/lib/query/persist.ts), which knows when each fact was fetched.
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
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}'],
      globIgnores: ['mockServiceWorker.js', '**/*.gz', '**/*.br'],
      navigateFallback: '/index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          options: { cacheName: 'runtime-config', networkTimeoutSeconds: 4 },
        },
      ],
    },
  });
}
