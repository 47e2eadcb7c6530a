import { afterEach, describe, expect, it } from 'vitest';
import { defaultWorld } from '../world/current';
import { call, control, ORIGIN, useFake } from '../testing/fake';
import type { SnapshotFile } from './schema';
import { clearSnapshots } from './store';

useFake();
afterEach(() => clearSnapshots());

const YEAR = 365 * 86_400_000;

async function file(): Promise<SnapshotFile> {
  await control('/snapshots', { method: 'POST', body: { name: 'ok' } });
  return (await control<SnapshotFile>('/snapshots/ok')).body;
}
/** The file with its first player's fields changed. */
function withPlayer(good: SnapshotFile, fields: Record<string, unknown>): SnapshotFile {
  const [first, ...rest] = good.state.db.player;
  const player = [{ ...first, ...fields }, ...rest];
  return { ...good, state: { ...good.state, db: { ...good.state.db, player } } };
}
/** A PUT of raw text: JSON.stringify would drop a `__proto__` key the attack sends. */
const putText = async (text: string) => {
  const response = await fetch(`${ORIGIN}/__control/snapshots/imported`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const put = (body: unknown) => putText(JSON.stringify(body));

describe('a snapshot is checked field by field (issue 39)', () => {
  it('refuses a clock outside the range resets take (8.64e15 froze the fake)', async () => {
    const good = await file();
    for (const nowMs of [8.64e15, Date.UTC(2100, 0, 1), Date.UTC(1999, 11, 31)]) {
      const answer = await put({
        ...good,
        state: { ...good.state, clock: { nowMs, frozen: true } },
      });
      expect(answer.status, String(nowMs)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('state.clock.nowMs');
    }
  });

  it('refuses a clock in range whose catch-up would be unbounded, at import and on the clock', async () => {
    const good = await file();
    const later = { nowMs: good.state.clock.nowMs + 30 * YEAR, frozen: true };
    const answer = await put({ ...good, state: { ...good.state, clock: later } });
    expect(answer).toMatchObject({ status: 422, body: { status: 'CATCH_UP_TOO_LONG' } });
    const moved = await control('/clock', { method: 'POST', body: { advanceMs: 10 * YEAR } });
    expect(moved).toMatchObject({ status: 422, body: { status: 'CATCH_UP_TOO_LONG' } });
    // A year is still fine: QA moves time forward by weeks and months.
    expect((await control('/clock', { method: 'POST', body: { advanceMs: YEAR } })).status).toBe(
      200,
    );
    expect((await call('/sales/game-infos')).status).toBe(200);
  });

  it('answers a world whose clock was set far out with a 4xx at once, never a frozen loop', async () => {
    const world = defaultWorld();
    world.clock = { base: 8.64e15, startedAt: null };
    const started = performance.now();
    const answer = await call('/sales/game-infos');
    expect(answer).toMatchObject({ status: 422, body: { status: 'CATCH_UP_TOO_LONG' } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses pots that are not whole IQD from 0 to the maximum', async () => {
    const good = await file();
    for (const payable of [-5_000_000, 1e300, 'NaN', 1.5, null, 1e13]) {
      const answer = await put(withPlayer(good, { payable }));
      expect(answer.status, String(payable)).toBe(400);
      expect(JSON.stringify(answer.body), String(payable)).toContain('payable');
    }
    expect((await put(withPlayer(good, { payable: 1_000_000 }))).status).toBe(200);
  });

  it('refuses unknown states, booking kinds and out-of-range draw times by name', async () => {
    const good = await file();
    expect(JSON.stringify((await put(withPlayer(good, { state: 'ADMIN' }))).body)).toContain(
      'state',
    );
    const booking = { ...good.state.db.booking[0], bookingType: 'FREE_MONEY' };
    const badBooking = {
      ...good,
      state: { ...good.state, db: { ...good.state.db, booking: [booking] } },
    };
    const answer = await put(badBooking);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('bookingType');
    const draw = { ...good.state.db.draw[0], drawTime: 8.64e15 };
    const badDraw = { ...good, state: { ...good.state, db: { ...good.state.db, draw: [draw] } } };
    expect(JSON.stringify((await put(badDraw)).body)).toContain('drawTime');
    const schedule = { ...good.state.schedule, scheduledUntil: 8.64e15 };
    const badSchedule = { ...good, state: { ...good.state, schedule } };
    expect((await put(badSchedule)).status).toBe(400);
  });

  it('refuses __proto__ and constructor keys anywhere, naming the field', async () => {
    const good = JSON.stringify(await file());
    const cases: [string, string][] = [
      [good.replace('"state":{', '"state":{"__proto__":{"polluted":1},'), 'state.__proto__'],
      [good.replace('"format":', '"constructor":{"prototype":{}},"format":'), 'constructor'],
      [good.replace('"player":[{', '"player":[{"__proto__":{"payable":1},'), '__proto__'],
    ];
    for (const [text, named] of cases) {
      const answer = await putText(text);
      expect(answer.status, named).toBe(400);
      expect(JSON.stringify(answer.body), named).toContain(named);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await control('/snapshots/imported')).status).toBe(404);
  });
});
