import { setupServer } from 'msw/node';
import { afterEach } from 'vitest';
import { getRuntimeConfig } from '@/lib/config';
import { tokenStore } from '@/lib/api/tokens';

/** Requests that reached the network without a handler; the global setup fails the test on any. */
const strayRequests: string[] = [];

/**
 * The one msw server of the app tests, listening for every test file (src/testing/setup-tests.ts).
 * Nothing passes through to a real host: a request without a handler is answered with a network
 * error and fails the test.
 */
export const testServer = setupServer();

let listening = false;

/**
 * Starts the server once per worker: the app projects share modules between files, and msw does
 * not intercept again after a close, so the server stays open until the worker ends.
 */
export function listenForStrayRequests(): void {
  if (listening) return;
  listening = true;
  testServer.listen({
    onUnhandledRequest: (request) => {
      strayRequests.push(`${request.method} ${request.url}`);
      throw new Error(`unhandled request ${request.method} ${request.url}`);
    },
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
