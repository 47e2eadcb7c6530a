import { afterEach, describe, expect, it } from 'vitest';
import { call, control, ticket, token, useFake } from '../testing/fake';
import type { SnapshotFile } from './schema';
import { clearSnapshots, SNAPSHOT_LIMITS } from './store';

useFake();

afterEach(() => {
  clearSnapshots();
  SNAPSHOT_LIMITS.perWorld = 8;
  SNAPSHOT_LIMITS.chars = 8 * 1024 * 1024;
});

/** One QA session: a purchase, a random draw, faults drawn from the seeded stream, a new code. */
async function session() {
  const auth = await token();
  await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(3) });
  const bought = await call<{ orderId: number; receiptNumber: string }>('/orders/cart/purchase', {
    method: 'POST',
    token: auth,
    query: { paymentMethod: 'NONE' },
  });
  const drawn = await control<{ drawNumber: number; winningNumbers: number[] }>('/draws/next', {
    method: 'POST',
    body: {},
  });
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await call('/sales/game-infos')).status);
  const tickets = await call('/users/tickets', { token: auth });
  return { bought: bought.body, drawn: drawn.body, statuses, tickets: tickets.body };
}

describe('a snapshot replays the same session', () => {
  it('gives the same purchase ids, draw numbers and fault sequence after every restore', async () => {
    await control('/faults', {
      method: 'POST',
      body: {
        seed: 11,
        rules: [{ path: '/sales/game-infos', kind: 'status', status: 503, probability: 0.5 }],
      },
    });
    await control('/scenario', { method: 'PUT', body: { seededCodes: true } });
    await control('/snapshots', { method: 'POST', body: { name: 'start' } });
    const first = await session();
    expect(first.statuses).toContain(503);
    expect(first.statuses).toContain(200);
    await control('/snapshots/start/restore', { method: 'POST' });
    const second = await session();
    await control('/snapshots/start/restore', { method: 'POST' });
    expect(second).toEqual(first);
    expect(await session()).toEqual(first);
  });
});

describe('bad snapshot files and bounds', () => {
  async function file(): Promise<SnapshotFile> {
    await control('/snapshots', { method: 'POST', body: { name: 'ok' } });
    return (await control<SnapshotFile>('/snapshots/ok')).body;
  }
  const withRow = (good: SnapshotFile, row: unknown) => ({
    ...good,
    state: { ...good.state, db: { ...good.state.db, player: [row] } },
  });
  const put = (body: unknown) => control('/snapshots/imported', { method: 'PUT', body });

  it('answers 400 naming the problem, and keeps nothing', async () => {
    const good = await file();
    const cases: [unknown, string][] = [
      [{ ...good, extra: 1 }, 'extra'],
      [{ ...good, version: 2 }, 'version'],
      [{ ...good, state: { ...good.state, scenario: { soldout: 'all' } } }, 'soldout'],
      [{ ...good, state: { ...good.state, scenario: { soldOut: 'most' } } }, 'soldOut'],
      [
        { ...good, state: { ...good.state, clock: { nowMs: -1, frozen: true } } },
        'state.clock.nowMs',
      ],
      [{ ...good, state: { ...good.state, db: { ...good.state.db, players: [] } } }, 'players'],
      [withRow(good, { ...good.state.db.player[0], phonee: '+9647700000000' }), 'phonee'],
    ];
    for (const [body, named] of cases) {
      const answer = await put(body);
      expect(answer.status, named).toBe(400);
      expect(JSON.stringify(answer.body), named).toContain(named);
    }
    expect((await control('/snapshots/imported')).status).toBe(404);
    expect((await control('/snapshots/no-such/restore', { method: 'POST' })).status).toBe(404);
    expect((await control('/snapshots', { method: 'POST', body: { name: '../x' } })).status).toBe(
      400,
    );
    expect(
      (await control('/snapshots', { method: 'POST', body: { name: 'a', b: 1 } })).status,
    ).toBe(400);
  });

  it('keeps at most the bounded count and size per world, and deletes', async () => {
    SNAPSHOT_LIMITS.perWorld = 2;
    const saveAs = (name: string) => control('/snapshots', { method: 'POST', body: { name } });
    expect((await saveAs('one')).status).toBe(201);
    expect((await saveAs('two')).status).toBe(201);
    expect(await saveAs('three')).toMatchObject({
      status: 429,
      body: { status: 'TOO_MANY_SNAPSHOTS' },
    });
    expect((await saveAs('two')).status).toBe(201); // the same name is replaced
    expect((await control('/snapshots/one', { method: 'DELETE' })).status).toBe(204);
    expect((await saveAs('three')).status).toBe(201);
    SNAPSHOT_LIMITS.chars = 1000;
    expect(await saveAs('four')).toMatchObject({
      status: 413,
      body: { status: 'SNAPSHOT_TOO_LARGE' },
    });
  });
});
