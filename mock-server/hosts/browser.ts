import { setupWorker, type SetupWorker } from 'msw/browser';
import { DEFAULT_ORIGIN } from '../config';
import { resetWorld } from '../control/world';
import { defaultWorld } from '../world/current';
import { createRoutes } from '../handlers';
import { withPipeline } from '../pipeline/msw';

export interface BrowserFakeOptions {
  /** The origin the app's runtime config points at (default http://127.0.0.1:4000). */
  origin?: string;
  /** Where `npx msw init public` put the worker script. */
  workerUrl?: string;
}

/**
 * The fake inside the page, for a static demo build with no server: msw's service worker answers
 * the app's calls to `origin`. The world lives in the page's memory and resets on reload.
 * Limitation: the card-payment page is a navigation (iframe), which the worker does not serve;
 * wallet deposits (FIB, ZainCash, FastPay) work. Only the default world: no AsyncLocalStorage here.
 */
export async function startBrowserFake(options: BrowserFakeOptions = {}): Promise<SetupWorker> {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  resetWorld(defaultWorld());
  const worker = setupWorker(
    // The demo build is a production build: a page's X-Fake-* headers are refused (403) there.
    ...withPipeline(origin, createRoutes({ origin }), { overrideHeaders: false }),
  );
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
