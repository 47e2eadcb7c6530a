import { describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld } from '../testing/worlds';
import { armFaults, decideFaults, emptyFaults, type FaultRule } from './faults';

useFake();

/** The statuses of `n` matching requests under `seed` and `rules`. */
function statuses(seed: number, rules: FaultRule[], n = 12): number[] {
  const state = emptyFaults();
  armFaults(state, seed, rules);
  return Array.from(
    { length: n },
    () => decideFaults(state, 'GET', '/lottery/sales/game-infos').fault?.status ?? 200,
  );
}

const gameInfos = async (world: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await inWorld(world, '/sales/game-infos')).status);
  return out;
};

describe('sequenced faults', () => {
  it('fires on the Nth matching request only, or after skipping N', () => {
    const rule = { path: '/sales/*', kind: 'status', status: 503 } as const;
    expect(statuses(1, [{ ...rule, onNth: 3 }], 5)).toEqual([200, 200, 503, 200, 200]);
    expect(statuses(1, [{ ...rule, skip: 2, count: 2 }], 5)).toEqual([200, 200, 503, 503, 200]);
    expect(statuses(1, [{ ...rule, skip: 1 }], 3)).toEqual([200, 503, 503]);
  });

  it('gives the same sequence for the same seed with skip and probability together', () => {
    const rules: FaultRule[] = [
      { path: '/sales/*', kind: 'status', status: 503, skip: 2, probability: 0.5 },
    ];
    const first = statuses(42, rules, 30);
    expect(statuses(42, rules, 30)).toEqual(first);
    expect(first.slice(0, 2)).toEqual([200, 200]);
    expect(first.filter((s) => s === 503).length).toBeGreaterThan(3);
    expect(statuses(7, rules, 30)).not.toEqual(first);
  });

  it('arms onNth through the control API and refuses it with skip or count', async () => {
    const world = await newWorld(CLOCK_START);
    const rule = { path: '/sales/game-infos', kind: 'status', status: 502, onNth: 2 };
    await controlIn(world, '/faults', { method: 'POST', body: { rules: [rule] } });
    expect(await gameInfos(world, 3)).toEqual([200, 502, 200]);
    const faults = await controlIn<{ rules: { seen: number; fired: number }[] }>(world, '/faults');
    expect(faults.body.rules[0]).toMatchObject({ seen: 3, fired: 1 });
    for (const extra of [{ skip: 1 }, { count: 2 }]) {
      const refused = await controlIn(world, '/faults', {
        method: 'POST',
        body: { rules: [{ ...rule, ...extra }] },
      });
      expect(refused.status).toBe(400);
    }
  });

  it('fails the Nth matching request with failNext onNth, and skip + times in a row', async () => {
    const world = await newWorld(CLOCK_START);
    const fail = { method: 'GET', path: '/sales/game-infos', status: 500 };
    await controlIn(world, '/scenario', {
      method: 'PUT',
      body: { failNext: [{ ...fail, onNth: 3 }] },
    });
    expect(await gameInfos(world, 4)).toEqual([200, 200, 500, 200]);
    await controlIn(world, '/scenario', {
      method: 'PUT',
      body: { failNext: [{ ...fail, skip: 1, times: 2 }] },
    });
    const left = await controlIn<{ failNext: unknown[] }>(world, '/scenario');
    expect(left.body.failNext).toEqual([{ ...fail, skip: 1, times: 2 }]);
    expect(await gameInfos(world, 4)).toEqual([200, 500, 500, 200]);
    expect((await controlIn<{ failNext: unknown[] }>(world, '/scenario')).body.failNext).toEqual(
      [],
    );
  });
});
