import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it("waits for the browser's scheduler.yield where there is one", async () => {
    let resume = () => undefined as void;
    const yielded = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    vi.stubGlobal('scheduler', { yield: yielded });
    let resumed = false;
    const waiting = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(yielded).toHaveBeenCalledOnce();
    expect(resumed).toBe(false);
    resume();
    await waiting;
    expect(resumed).toBe(true);
  });

  it('goes straight on without one', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
