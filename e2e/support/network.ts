import type { Page, Request } from '@playwright/test';

export interface RequestTracker {
  /** Resolves once no request of the page has been in flight for `quietMs`. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Counts the page's requests from now on. `waitForLoadState('networkidle')` cannot do this after
 * a client-side navigation: it resolves at once when the document reached that state long ago,
 * while the app's refetches after a purchase are still on the wire.
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request): void => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request): void => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      try {
        while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > deadline) {
            const urls = [...inFlight].map((r) => r.url()).join(', ');
            throw new Error(`requests still in flight after ${timeoutMs} ms: ${urls}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
