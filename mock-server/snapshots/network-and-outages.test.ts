import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld } from '../testing/worlds';
import type { SnapshotFile } from './schema';
import { clearSnapshots } from './store';

useFake();
afterEach(() => clearSnapshots());

const PRESETS = [
  { name: 'exam-shutdown-kurdistan', dates: [{ from: '2026-06-01', to: '2026-06-10' }] },
  { name: 'flaky', probability: 0.5 },
];
const OUTAGES = [
  { paymentMethod: 'FIB', rail: 'CARD', state: 'DOWN' },
  { paymentMethod: 'QI_CARD', state: 'SLOW', delayMs: 10 },
];

/** The outcome of `n` lottery calls: a status, or "dropped" when the connection was closed. */
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

async function armed(): Promise<string> {
  const world = await newWorld(CLOCK_START);
  await controlIn(world, '/network', { method: 'PUT', body: { seed: 11, presets: PRESETS } });
  await controlIn(world, '/payment-outages', { method: 'PUT', body: { outages: OUTAGES } });
  return world;
}

const network = async (world: string) => (await controlIn(world, '/network')).body;
const outages = async (world: string) => (await controlIn(world, '/payment-outages')).body;

describe('network presets and payment outages in snapshots (decision 0273)', () => {
  it('restores the presets, their PRNG where it stood, and the outages', async () => {
    const world = await armed();
    await outcomes(world, 3);
    await controlIn(world, '/snapshots', { method: 'POST', body: { name: 'dark' } });
    const before = { network: await network(world), outages: await outages(world) };
    const after = await outcomes(world, 20);
    expect(new Set(after).size).toBeGreaterThan(1);

    await controlIn(world, '/network', { method: 'DELETE' });
    await controlIn(world, '/payment-outages', { method: 'DELETE' });
    expect(await outcomes(world, 5)).toEqual([200, 200, 200, 200, 200]);
    expect((await controlIn(world, '/snapshots/dark/restore', { method: 'POST' })).status).toBe(
      200,
    );
    expect({ network: await network(world), outages: await outages(world) }).toEqual(before);
    // The same calls fail the same way as they did after the save.
    expect(await outcomes(world, 20)).toEqual(after);
    // The outages act again: the app is told FIB's cards are down (flaky switched off to ask).
    await controlIn(world, '/network', { method: 'DELETE' });
    const methods = (await inWorld<{ methods: unknown[] }>(world, '/payment/methods/availability'))
      .body.methods;
    expect(methods).toContainEqual({
      paymentMethod: 'FIB',
      rails: [
        { rail: 'TRANSFER', state: 'UP' },
        { rail: 'CARD', state: 'DOWN' },
      ],
    });
  });

  it('carries them in an exported file into a fresh world', async () => {
    const world = await armed();
    await controlIn(world, '/snapshots', { method: 'POST', body: { name: 'dark' } });
    const file = (await controlIn<SnapshotFile>(world, '/snapshots/dark')).body;
    expect(file.state.network).toMatchObject({ seed: 11, presets: PRESETS });
    expect(file.state.paymentOutages).toEqual(OUTAGES);
    const fresh = await newWorld(CLOCK_START);
    expect((await controlIn(fresh, '/snapshots/in', { method: 'PUT', body: file })).status).toBe(
      200,
    );
    await controlIn(fresh, '/snapshots/in/restore', { method: 'POST' });
    expect(await outages(fresh)).toEqual(await outages(world));
    expect(await network(fresh)).toEqual(await network(world));
  });

  it('refuses unknown keys and bad values by path; a file without them restores none', async () => {
    const world = await armed();
    await controlIn(world, '/snapshots', { method: 'POST', body: { name: 'dark' } });
    const good = (await controlIn<SnapshotFile>(world, '/snapshots/dark')).body;
    const net = good.state.network!;
    const bad: [unknown, string][] = [
      [{ network: { ...net, extra: 1 } }, 'state.network'],
      [{ network: { ...net, presets: [{ name: 'flaky', chance: 0.2 }] } }, 'state.network.presets'],
      [{ network: { ...net, presets: [{ name: 'solar-storm' }] } }, 'state.network.presets'],
      [{ network: { ...net, rngState: -1 } }, 'state.network.rngState'],
      [{ paymentOutages: [{ paymentMethod: 'FIB', state: 'GONE' }] }, 'state.paymentOutages'],
      [{ paymentOutages: [{ paymentMethod: 'PAYPAL', state: 'DOWN' }] }, 'state.paymentOutages'],
      [{ paymentOutages: [{ ...OUTAGES[0], why: 'x' }] }, 'state.paymentOutages'],
    ];
    for (const [change, path] of bad) {
      const body = { ...good, state: { ...good.state, ...(change as object) } };
      const answer = await controlIn(world, '/snapshots/bad', { method: 'PUT', body });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(change)).toContain(path);
    }
    // A file saved before presets were kept (no such keys) restores a world without them.
    const { network: _n, paymentOutages: _p, ...older } = good.state;
    const put = await controlIn(world, '/snapshots/old', {
      method: 'PUT',
      body: { ...good, state: older },
    });
    expect(put.status).toBe(200);
    await controlIn(world, '/snapshots/old/restore', { method: 'POST' });
    expect(await network(world)).toMatchObject({ presets: [] });
    expect(await outages(world)).toMatchObject({ outages: [] });
  });
});
