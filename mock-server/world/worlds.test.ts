import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_START, ORIGIN, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../testing/worlds';
import { setRegistryClock, WORLD_LIMITS } from './registry';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';

useFake();

const clockOf = async (world: string | null) =>
  (await controlIn<{ nowMs: number }>(world, '/clock')).body.nowMs;

afterEach(() => {
  setRegistryClock(() => Date.now());
  WORLD_LIMITS.max = 64;
});

describe('isolated worlds', () => {
  it('keeps a scenario, a new player and the clock inside their world', async () => {
    const a = await newWorld(CLOCK_START);
    const b = await newWorld(CLOCK_START);
    await controlIn(a, '/scenario', { method: 'PUT', body: { geoBlocked: true } });
    await controlIn(a, '/players', {
      method: 'POST',
      body: { phone: '07709990001', password: DEMO_PASSWORD },
    });
    await controlIn(a, '/clock', { method: 'POST', body: { advanceMs: 3_600_000 } });

    expect((await inWorld(a, '/sales/game-infos')).status).toBe(403);
    expect((await inWorld(b, '/sales/game-infos')).status).toBe(200);
    expect((await inWorld(null, '/sales/game-infos')).status).toBe(200);
    const created = { method: 'POST', body: { phone: '07709990001', password: DEMO_PASSWORD } };
    // The phone is free in b and in the default world: the player exists in a only.
    expect((await controlIn(b, '/players', created)).status).toBe(201);
    expect((await controlIn(null, '/players', created)).status).toBe(201);
    expect(await clockOf(a)).toBe(CLOCK_START + 3_600_000);
    expect(await clockOf(b)).toBe(CLOCK_START);
    expect(await clockOf(null)).toBe(CLOCK_START);
  });

  it('takes no token from another world', async () => {
    const a = await newWorld(CLOCK_START);
    const b = await newWorld(CLOCK_START);
    const auth = await tokenIn(a);
    await tokenIn(b); // b has a session with the same id now
    expect((await inWorld(a, '/users', { token: auth })).status).toBe(200);
    expect((await inWorld(b, '/users', { token: auth })).status).toBe(401);
  });

  it('gives a world its own card page address', async () => {
    const a = await newWorld(CLOCK_START);
    const invoked = await inWorld<{ paymentIFrameUrl: string }>(a, '/payment/pay-in/invoke', {
      method: 'PUT',
      token: await tokenIn(a),
      body: { amountInCent: 500_000, useToken: false, paymentMethod: 'QI_CARD' },
    });
    expect(invoked.body.paymentIFrameUrl).toMatch(`${ORIGIN}/w/${a}/lottery/payment/card-page/`);
    expect((await fetch(invoked.body.paymentIFrameUrl)).status).toBe(200);
  });

  it('forgets a world idle for 30 minutes, and a deleted one', async () => {
    let at = Date.now();
    setRegistryClock(() => at);
    const idle = await newWorld();
    const deleted = await newWorld();
    expect((await controlIn(deleted, '/clock')).status).toBe(200);
    expect((await controlIn(null, `/worlds/${deleted}`, { method: 'DELETE' })).status).toBe(204);
    expect((await controlIn(deleted, '/clock')).body).toMatchObject({ status: 'NO_SUCH_WORLD' });
    at += WORLD_LIMITS.idleMs - 1;
    expect((await controlIn(idle, '/clock')).status).toBe(200);
    at += WORLD_LIMITS.idleMs + 1;
    expect((await controlIn(idle, '/clock')).status).toBe(404);
  });

  it('reseeds a named world only when asked to, instead of making a second one', async () => {
    const named = await newWorld(CLOCK_START, 'worker-1');
    expect(named).toBe('worker-1');
    await controlIn(named, '/scenario', { method: 'PUT', body: { geoBlocked: true } });
    const taken = await controlIn(null, '/worlds', { method: 'POST', body: { id: 'worker-1' } });
    expect(taken).toMatchObject({ status: 409, body: { status: 'WORLD_EXISTS' } });
    expect((await inWorld(named, '/sales/game-infos')).status).toBe(403);
    const again = await controlIn(null, '/worlds', {
      method: 'POST',
      body: { id: 'worker-1', reseed: true },
    });
    expect(again).toMatchObject({ status: 200, body: { id: 'worker-1' } });
    expect((await inWorld(named, '/sales/game-infos')).status).toBe(200);
  });

  it('answers 429 past the cap', async () => {
    const existing = (await controlIn<{ worlds: unknown[] }>(null, '/worlds')).body.worlds.length;
    WORLD_LIMITS.max = existing + 1;
    await newWorld();
    const refused = await controlIn(null, '/worlds', { method: 'POST', body: {} });
    expect(refused).toMatchObject({ status: 429, body: { status: 'TOO_MANY_WORLDS' } });
  });
});
