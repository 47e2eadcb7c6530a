import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startHttpFake, type RunningHttpFake } from './server';

/** Bandwidth and the override headers on the standalone host, which owns the socket. */

let fake: RunningHttpFake;

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});

afterAll(() => fake.close());

const NEWS = '/cms/api/news-articles?locale=en&pagination[pageSize]=100';

/** The body's bytes and when each chunk arrived (ms since the request was sent). */
async function timed(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${fake.url}${path}`, { headers });
  const arrivals: number[] = [];
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    arrivals.push(performance.now() - started);
  }
  return { status: response.status, bytes, arrivals, totalMs: performance.now() - started };
}

describe('a bandwidth limit on bodies', () => {
  it('sends the body at the asked bytes per second, in pieces, not gzipped', async () => {
    const rate = 20_000;
    const result = await timed(NEWS, {
      'X-Fake-Bandwidth': String(rate),
      'Accept-Encoding': 'gzip',
    });
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(10_000);
    const expected = (result.bytes / rate) * 1000;
    expect(result.totalMs).toBeGreaterThanOrEqual(expected * 0.9);
    expect(result.totalMs).toBeLessThan(expected + 1500);
    expect(result.arrivals.length).toBeGreaterThan(5);
  });

  it('evening 4G limits every body of the world until it is switched off', async () => {
    const put = (presets: unknown[]) =>
      fetch(`${fake.url}/__control/network`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ presets }),
      });
    const rate = 10_000;
    await put([{ name: 'evening-4g', bytesPerSecond: rate, minLatencyMs: 0, maxLatencyMs: 0 }]);
    try {
      const slow = await timed(NEWS);
      // Timers may fire a little early on a busy machine: 0.8 still tells a limit from none.
      expect(slow.totalMs).toBeGreaterThanOrEqual((slow.bytes / rate) * 1000 * 0.8);
      await put([]);
      const fast = await timed(NEWS);
      expect(fast.totalMs).toBeLessThan(slow.totalMs / 2);
    } finally {
      await put([]);
    }
  });
});

describe('the per-request override headers', () => {
  it('delay one call, fail it with a status, or drop it', async () => {
    const delayed = await timed('/lottery/sales/game-infos', { 'X-Fake-Delay': '300' });
    expect(delayed.status).toBe(200);
    expect(delayed.totalMs).toBeGreaterThanOrEqual(290);
    const failed = await fetch(`${fake.url}/lottery/sales/game-infos`, {
      headers: { 'X-Fake-Fault': '503' },
    });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ status: 'FAULT_INJECTED' });
  });

  it('drops one call: the connection closes unanswered (not a time-out)', async () => {
    const dropped = await fetch(`${fake.url}/lottery/sales/game-infos`, {
      headers: { 'X-Fake-Fault': 'drop', Connection: 'close' },
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(TypeError);
    expect((dropped as TypeError).message).toBe('fetch failed');
  });

  it('answers 400 naming the header it cannot read, and never faults the control API', async () => {
    const bad = await fetch(`${fake.url}/lottery/sales/game-infos`, {
      headers: { 'X-Fake-Fault': 'explode' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'X-Fake-Fault' }] });
    const control = await fetch(`${fake.url}/__control/clock`, {
      headers: { 'X-Fake-Fault': '500' },
    });
    expect(control.status).toBe(200);
  });
});
