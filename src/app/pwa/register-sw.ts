/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { onUpdateReady } from './update-store';

/**
 * Registers the Workbox service worker (production builds without the browser fake). A new
 * deploy is not taken silently: the update prompt asks, then the page reloads on the new version.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => onUpdateReady(() => void update(true)),
  });
}
