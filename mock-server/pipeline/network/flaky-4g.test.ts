import { describe, expect, it } from 'vitest';
import { useFake } from '../../testing/fake';
import { controlIn, inWorld, newWorld } from '../../testing/worlds';
import { decideNetwork } from './decide';
import { armNetwork, emptyNetwork } from './state';

useFake();

const NOON = Date.parse('2026-11-20T09:00:00Z');

async function outcomes(world: string, n: number): Promise<(number | 'dropped')[]> {
  const out: (number | 'dropped')[] = [];
  for (let i = 0; i < n; i += 1) {
    try {
      out.push((await inWorld(world, '/sales/game-infos')).status);
    } catch {
      out.push('dropped');
    }
  }
  return out;
}

describe('flaky', () => {
  it('fails a seeded share of calls with a drop, 502 or 503: the same seed, the same calls', async () => {
    const a = await newWorld(NOON);
    const b = await newWorld(NOON);
    const body = { seed: 7, presets: [{ name: 'flaky', probability: 0.4 }] };
    await controlIn(a, '/network', { method: 'PUT', body });
    await controlIn(b, '/network', { method: 'PUT', body });
    const first = await outcomes(a, 30);
    expect(await outcomes(b, 30)).toEqual(first);
    const failed = first.filter((o) => o !== 200);
    expect(failed.length).toBeGreaterThan(5);
    expect(failed.length).toBeLessThan(25);
    expect(new Set(failed)).toEqual(new Set(['dropped', 502, 503]));
    await controlIn(b, '/network', { method: 'PUT', body: { ...body, seed: 8 } });
    expect(await outcomes(b, 30)).not.toEqual(first);
  });

  it('composes with a fault rule: the rule still fires on its Nth call', async () => {
    const world = await newWorld(NOON);
    await controlIn(world, '/network', {
      method: 'PUT',
      body: { presets: [{ name: 'flaky', probability: 0 }] },
    });
    const rule = { path: '/sales/game-infos', kind: 'status', status: 418, onNth: 2 };
    await controlIn(world, '/faults', { method: 'POST', body: { rules: [rule] } });
    expect(await outcomes(world, 3)).toEqual([200, 418, 200]);
  });
});

describe('evening 4G', () => {
  it('draws a seeded latency in its spread and limits the bandwidth', () => {
    const state = emptyNetwork();
    const preset = { name: 'evening-4g', minLatencyMs: 100, maxLatencyMs: 300 } as const;
    armNetwork(state, 5, [preset]);
    const first = Array.from({ length: 20 }, () => decideNetwork(state, NOON));
    armNetwork(state, 5, [preset]);
    const again = Array.from({ length: 20 }, () => decideNetwork(state, NOON));
    expect(again).toEqual(first);
    const delays = first.map((d) => d.delayMs);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300);
    expect(new Set(delays).size).toBeGreaterThan(10);
    expect(first[0]?.bytesPerSecond).toBe(64_000);
  });

  it('delays each call by the fake by at least its drawn latency, journaled as bandwidth', async () => {
    const world = await newWorld(NOON);
    const presets = [{ name: 'evening-4g', minLatencyMs: 40, maxLatencyMs: 60 }];
    await controlIn(world, '/network', { method: 'PUT', body: { presets } });
    const started = performance.now();
    expect(await outcomes(world, 3)).toEqual([200, 200, 200]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(120);
    const journal = await controlIn<{ entries: { fault?: string; durationMs: number }[] }>(
      world,
      '/journal',
    );
    const calls = journal.body.entries.filter((e) => e.fault === 'bandwidth');
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(call.durationMs).toBeGreaterThanOrEqual(39);
  });
});
