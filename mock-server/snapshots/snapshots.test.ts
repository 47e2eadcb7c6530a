import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_START, call, control, ticket, token, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../testing/worlds';
import { defaultWorld } from '../world/current';
import { captureWorld, type WorldState } from './capture';
import type { SnapshotFile } from './schema';
import { clearSnapshots } from './store';

useFake();

afterEach(() => clearSnapshots());

const save = (name: string, world: string | null = null) =>
  controlIn<{ name: string; savedAt: string; world: string }>(world, '/snapshots', {
    method: 'POST',
    body: { name },
  });
const exported = async (name: string, world: string | null = null) =>
  (await controlIn<SnapshotFile>(world, `/snapshots/${name}`)).body;

/** The state without the journal, which also holds the control calls made to compare. */
const withoutJournal = ({ journal: _journal, ...state }: WorldState) => state;

async function changeEverything(): Promise<void> {
  const auth = await token();
  await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(2) });
  await call('/orders/cart/purchase', {
    method: 'POST',
    token: auth,
    query: { paymentMethod: 'NONE' },
  });
  await control('/scenario', { method: 'PUT', body: { soldOut: 'partial', latencyMs: 5 } });
  await control('/faults', {
    method: 'POST',
    body: { seed: 7, rules: [{ path: '/sales/*', kind: 'status', status: 503, count: 1 }] },
  });
  await control('/clock', { method: 'POST', body: { advanceMs: 3_600_000 } });
  await control('/players/07701234567/script', {
    method: 'POST',
    body: { nextDeposit: { pendingForMs: 5000, then: 'success' } },
  });
}

describe('snapshots of a world', () => {
  it('saves, and a restore brings the saved state back after changes', async () => {
    await control('/faults', {
      method: 'POST',
      body: { seed: 3, rules: [{ path: '/users/*', kind: 'delay', delayMs: 1, count: 2 }] },
    });
    await call('/sales/game-infos');
    const saved = await save('before');
    expect(saved).toMatchObject({ status: 201, body: { name: 'before', world: 'default' } });
    const file = await exported('before');
    expect(file).toMatchObject({ format: 'lottery-fake-snapshot', version: 1, name: 'before' });
    await changeEverything();
    const changed = await captureWorld(defaultWorld(), file.state.streams);
    expect(withoutJournal(changed)).not.toEqual(withoutJournal(file.state));

    expect((await control('/snapshots/before/restore', { method: 'POST' })).status).toBe(200);
    const restored = await captureWorld(defaultWorld(), file.state.streams);
    expect(withoutJournal(restored)).toEqual(withoutJournal(file.state));
    // The journal as saved, then the calls made since the restore (the export and the restore).
    expect(restored.journal.slice(0, file.state.journal.length)).toEqual(file.state.journal);
    expect((await control('/snapshots')).body).toEqual({
      snapshots: [{ name: 'before', savedAt: saved.body.savedAt }],
    });
  });

  it('exports a file that imports into a fresh world with the same state', async () => {
    await changeEverything();
    await save('bug-123');
    const file = await exported('bug-123');
    const fresh = await newWorld(CLOCK_START);
    const put = await controlIn(fresh, '/snapshots/from-qa', { method: 'PUT', body: file });
    expect(put).toMatchObject({ status: 200, body: { name: 'from-qa', savedAt: file.savedAt } });
    expect((await controlIn(fresh, '/snapshots/from-qa/restore', { method: 'POST' })).status).toBe(
      200,
    );
    const moved = await controlIn<SnapshotFile>(fresh, '/snapshots/from-qa');
    expect(moved.body).toEqual({ ...file, name: 'from-qa' });
    // The player logs in again (tokens are the world's own) and finds the purchase and the balance.
    const auth = await tokenIn(fresh);
    const here = await call('/users/account-balance', { token: await token() });
    expect((await inWorld(fresh, '/users/account-balance', { token: auth })).body).toEqual(
      here.body,
    );
  });
});

describe('the size of a snapshot', () => {
  it('of the seeded world is small (about 90,000 characters), far under the limit', async () => {
    await save('seeded');
    const text = JSON.stringify(await exported('seeded'));
    expect(text.length).toBeLessThan(256 * 1024);
  });
});
