import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake clock for the token wait and the retries. Only timers and Date are faked: msw and the
 * XHR transport need real microtasks to answer.
 */
export function useFakeApiTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets pending requests and answers run without moving the clock. */
export const flush = (): Promise<void> => vi.advanceTimersByTimeAsync(0).then(() => undefined);
