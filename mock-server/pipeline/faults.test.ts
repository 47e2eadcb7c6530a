import { describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld } from '../testing/worlds';
import { armFaults, decideFaults, emptyFaults, type FaultRule } from './faults';

useFake();

const flaky: FaultRule[] = [
  { path: '/sales/*', kind: 'status', status: 503, probability: 0.3 },
  { path: '/sales/*', kind: 'delay', probability: 0.5, delayMs: 10, maxDelayMs: 500 },
];

/** Which of 40 requests fail, and their delays, under `seed`. */
function sequence(seed: number): string[] {
  const state = emptyFaults();
  armFaults(state, seed, flaky);
  return Array.from({ length: 40 }, () => {
    const d = decideFaults(state, 'GET', '/lottery/sales/game-infos');
    return `${d.fault?.status ?? 200}/${d.delayMs}`;
  });
}

const gameInfos = (world: string) =>
  fetch(`http://127.0.0.1:4000/w/${world}/lottery/sales/game-infos`);

describe('seeded faults', () => {
  it('gives the same failures and delays for the same seed, others for another', () => {
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(7));
    expect(sequence(42).filter((s) => s.startsWith('503')).length).toBeGreaterThan(3);
  });

  it('answers a status with a body a counted number of times, on matching routes only', async () => {
    const world = await newWorld(CLOCK_START);
    const rule = {
      method: 'GET',
      path: '/sales/game-infos',
      kind: 'status',
      count: 2,
      status: 502,
    };
    await controlIn(world, '/faults', {
      method: 'POST',
      body: { seed: 1, rules: [{ ...rule, body: { status: 'BAD_GATEWAY' } }] },
    });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await inWorld(world, '/sales/game-infos')).status);
    expect(statuses).toEqual([502, 502, 200]);
    expect((await inWorld(world, '/draw/statistic/results')).status).not.toBe(502);
    expect((await inWorld(null, '/sales/game-infos')).status).toBe(200);
    const entries = (await controlIn<{ entries: { fault?: string }[] }>(world, '/journal')).body;
    expect(entries.entries.filter((e) => e.fault === 'status')).toHaveLength(2);
  });

  it('refuses a rule with more than 16 wildcards with 400, and matches a 10-wildcard one at once', async () => {
    const world = await newWorld();
    const many = { path: `/${'*a'.repeat(17)}`, kind: 'status', status: 503 };
    const refused = await controlIn(world, '/faults', { method: 'POST', body: { rules: [many] } });
    expect(refused.status).toBe(400);
    const stall = { path: `${'*a'.repeat(9)}*b`, kind: 'status', status: 503 };
    await controlIn(world, '/faults', { method: 'POST', body: { rules: [stall] } });
    const started = performance.now();
    expect((await inWorld(world, `/${'a'.repeat(40)}`)).status).not.toBe(503);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('drops the connection, cuts the JSON, and is cleared by DELETE', async () => {
    const world = await newWorld(CLOCK_START);
    await controlIn(world, '/faults', {
      method: 'POST',
      body: {
        rules: [
          { path: '/sales/game-infos', kind: 'drop', count: 1 },
          { path: '/sales/game-infos', kind: 'malformed', count: 1 },
        ],
      },
    });
    await expect(gameInfos(world)).rejects.toThrow();
    const cut = await gameInfos(world);
    expect(cut.status).toBe(200);
    await expect(cut.json()).rejects.toThrow();
    await controlIn(world, '/faults', {
      method: 'POST',
      body: { rules: [{ ...flaky[0], probability: 1 }] },
    });
    expect((await gameInfos(world)).status).toBe(503);
    expect((await controlIn(world, '/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await gameInfos(world)).status).toBe(200);
  });
});
