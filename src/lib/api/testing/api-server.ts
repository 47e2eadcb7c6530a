import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { getRuntimeConfig } from '../../config';
import { onApiEvent, type ApiEvent } from '../events';
import { tokenStore } from '../tokens';

/** Full address of a lottery API path under the current runtime config. */
export const lotteryUrl = (path: string): string =>
  `${getRuntimeConfig().lotteryApiBaseUrl}${path}`;

/** Full address of a content service path under the current runtime config. */
export const cmsUrl = (path: string): string => `${getRuntimeConfig().cmsBaseUrl}${path}`;

/**
 * An msw server for adapter tests, started for the file and reset after each test. Any request
 * without a handler fails the test (`onUnhandledRequest: 'error'`).
 */
export function useApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    tokenStore.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** Collects every ApiEvent until the test ends. */
export function useApiEvents(): ApiEvent[] {
  const events: ApiEvent[] = [];
  let stop: (() => void) | undefined;
  beforeAll(() => {
    stop = onApiEvent((event) => events.push(event));
  });
  // Cleared before each test, so events of another file's or test's cleanup never leak in.
  beforeEach(() => {
    events.length = 0;
  });
  afterAll(() => stop?.());
  return events;
}

/** The events of one type, narrowed. */
export const eventsOf = <K extends ApiEvent['type']>(events: ApiEvent[], type: K) =>
  events.filter((event): event is Extract<ApiEvent, { type: K }> => event.type === type);
