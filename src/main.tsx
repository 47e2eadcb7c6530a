import { mountApp } from '@/app/mount-app';
import { startEarly } from '@/app/start';
import { isDataSaverOn } from '@/lib/data-saver';

// A demo build (`npm run build:demo`) answers every backend call from the fake inside the page,
// so a static host needs no server. Normal builds drop this branch at build time.
if (import.meta.env.VITE_BROWSER_FAKE === 'true') {
  // eslint-disable-next-line import/no-restricted-paths -- the demo build's one exception (decision 0004)
  const { startBrowserFake } = await import('../mock-server/hosts/browser');
  await startBrowserFake();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Config, translations, start data and the page chunk all start now, in parallel; the page
// prerendered at build time hydrates as soon as its texts and page file are in.
await mountApp(root, startEarly(window.location.pathname));

// Offline support and deploy updates (vite-plugin-pwa): well after the page loaded, off the start
// route. Its install downloads every page for offline use (about 1.4 MiB), which on slow 4G took
// the connection from the start's own calls, chunks and pictures for seconds (decision 0262).
const WORKER_AFTER_LOAD_MS = 10_000;
if (import.meta.env.PROD && import.meta.env.VITE_BROWSER_FAKE !== 'true') {
  const register = () => {
    // Under the data saver a first visit does not download every page for offline use; a worker
    // already installed keeps serving (decision 0231).
    if (isDataSaverOn() && !navigator.serviceWorker?.controller) return;
    void import('@/app/pwa/register-sw').then((pwa) => pwa.registerServiceWorker());
  };
  const later = () => setTimeout(register, WORKER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
