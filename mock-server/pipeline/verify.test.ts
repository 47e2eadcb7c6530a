import { describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../testing/worlds';
import type { Verification } from './verify';

useFake();

const verify = (world: string, body: object) =>
  controlIn<Verification>(world, '/verify', { method: 'POST', body });

/** A world where Ahmed read his balance twice and Fatima once, and a public read happened. */
async function busyWorld() {
  const world = await newWorld(CLOCK_START);
  const ahmed = await tokenIn(world);
  const fatima = await tokenIn(world, '07701234570');
  await inWorld(world, '/users/account-balance', { token: ahmed });
  await inWorld(world, '/users/account-balance', { token: ahmed, headers: { 'X-Trace': 'a1' } });
  await inWorld(world, '/users/account-balance', { token: fatima });
  await inWorld(world, '/sales/game-infos');
  return world;
}

describe('verification against the journal', () => {
  it('counts by method, path glob and player, and checks exactly / atLeast / atMost', async () => {
    const world = await busyWorld();
    const balance = { method: 'GET', path: '/users/account-balance' };
    expect((await verify(world, balance)).body).toMatchObject({ matched: true, count: 3 });
    const ahmed = { ...balance, player: '+9647701234567' };
    expect((await verify(world, { ...ahmed, times: { exactly: 2 } })).status).toBe(200);
    expect((await verify(world, { path: '/users/*', times: { atLeast: 5 } })).status).toBe(200);
    const tooMany = await verify(world, { ...ahmed, times: { atMost: 1 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ matched: false, count: 2, times: { atMost: 1 } });
    const count = await controlIn<{ count: number }>(world, '/journal/count', {
      query: { path: '/sales/*' },
    });
    expect(count.body).toEqual({ count: 1 });
  });

  it('matches headers case-insensitively and body fields as a subset', async () => {
    const world = await busyWorld();
    const trace = { path: '/users/account-balance', headers: { 'x-TRACE': 'a1' } };
    expect((await verify(world, { ...trace, times: { exactly: 1 } })).status).toBe(200);
    await inWorld(world, '/users/login', {
      method: 'POST',
      body: { device: { kind: 'web', os: 'ios' }, lang: 'ar' },
    });
    const login = { method: 'POST', path: '/users/login' };
    const subset = { ...login, body: { device: { kind: 'web' } } };
    expect((await verify(world, { ...subset, times: { exactly: 1 } })).status).toBe(200);
    expect((await verify(world, { ...login, body: { lang: 'en' } })).status).toBe(409);
  });

  it('matches query parameters, the spec calls carry their data there (secrets masked)', async () => {
    const world = await newWorld(CLOCK_START);
    const token = await tokenIn(world);
    await inWorld(world, '/orders/cart/purchase', {
      method: 'POST',
      token,
      query: { paymentMethod: 'NONE' },
    });
    const purchase = { method: 'POST', path: '/orders/cart/purchase' };
    const none = { ...purchase, query: { paymentMethod: 'NONE' }, times: { exactly: 1 } };
    expect((await verify(world, none)).status).toBe(200);
    const fib = await verify(world, { ...purchase, query: { paymentMethod: 'FIB' } });
    expect(fib.status).toBe(409);
    expect(fib.body.nearestMisses?.[0]?.differences).toEqual([
      'query paymentMethod: expected "FIB", got "NONE"',
    ]);
    const login = { method: 'POST', path: '/users/login', times: { exactly: 1 } };
    const typed = { ...login, query: { username: '07701234567' } };
    expect((await verify(world, typed)).status).toBe(200);
    const password = await verify(world, { ...login, query: { password: 'Lottery123!' } });
    expect(password.status).toBe(409);
  });

  it('answers 409 with at most five nearest misses, fewest differences first', async () => {
    const world = await busyWorld();
    const missing = await verify(world, {
      method: 'POST',
      path: '/users/account-balance',
      player: '07701234570',
    });
    expect(missing.status).toBe(409);
    const misses = missing.body.nearestMisses ?? [];
    expect(misses.length).toBeGreaterThan(0);
    expect(misses.length).toBeLessThanOrEqual(5);
    // Fatima's GET differs by its method only; Ahmed's differ by method and player.
    expect(misses[0]).toMatchObject({
      method: 'GET',
      path: '/lottery/users/account-balance',
      player: '+9647701234570',
      status: 200,
      differences: ['method: expected POST, got GET'],
    });
    const sizes = misses.map((m) => m.differences.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(misses.every((m) => !m.path?.startsWith('/__control'))).toBe(true);
  });

  it('reads the journal path filter with the glob, and a plain filter still as a substring', async () => {
    const world = await busyWorld();
    const list = async (path: string) =>
      (await controlIn<{ entries: unknown[] }>(world, '/journal', { query: { path } })).body.entries
        .length;
    expect(await list('/users/*-balance')).toBe(3);
    expect(await list('/lottery/users/')).toBe(5);
    expect(await list('/account')).toBe(3);
    const count = await controlIn<{ count: number }>(world, '/journal/count', {
      query: { path: '/account' },
    });
    expect(count.body.count).toBe(0);
  });
});
