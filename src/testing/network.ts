import { setupServer } from 'msw/node';
import { afterEach } from 'vitest';
import { getRuntimeConfig } from '@/lib/config';
import { tokenStore } from '@/lib/api/tokens';
import { perWorker } from './worker-scope';

/** Requests that reached the network without a handler; the global setup fails the test on any. */
const strayRequests = perWorker('strayRequests', (): string[] => []);

/**
 * The one msw server of the app tests, listening for every test file (src/testing/setup-node.ts).
 * Nothing passes through to a real host: a request without a handler is answered with a network
 * error and fails the test. One per worker: a second server would intercept every request again.
 */
export const testServer = perWorker('mswServer', () => setupServer());

/**
 * Starts the server once per worker: the set-up runs for each file, and msw does not intercept
 * again after a close, so the server stays open until the worker ends.
 */
export function listenForStrayRequests(): void {
  perWorker('mswListening', () => {
    testServer.listen({
      onUnhandledRequest: (request) => {
        strayRequests.push(`${request.method} ${request.url}`);
        throw new Error(`unhandled request ${request.method} ${request.url}`);
      },
    });
    return true;
  });
}

/** Takes (and forgets) the requests no handler answered since the last take. */
export function takeStrayRequests(): string[] {
  return strayRequests.splice(0);
}

/** Full address of a lottery API path under the current runtime config. */
export const lotteryUrl = (path: string): string =>
  `${getRuntimeConfig().lotteryApiBaseUrl}${path}`;

/** Full address of a content service path under the current runtime config. */
export const cmsUrl = (path: string): string => `${getRuntimeConfig().cmsBaseUrl}${path}`;

/**
 * For adapter tests: the shared msw server, to which the test adds handlers (`server.use`).
 * Handlers and tokens are reset after each test; any request without a handler fails the test.
 */
export function useApiServer() {
  afterEach(() => tokenStore.clear());
  return testServer;
}
