import { describe, expect, it } from 'vitest';
import { AHMED, CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../testing/worlds';
import { Journal, type JournalEntry } from './journal';

useFake();

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

const journal = async (world: string | null, query: Record<string, string> = {}) =>
  (await controlIn<{ entries: JournalEntry[] }>(world, '/journal', { query })).body.entries;

describe('the request journal', () => {
  it('records method, path, query, status, timing and the player, with secrets masked', async () => {
    const world = await newWorld(CLOCK_START);
    const auth = await tokenIn(world);
    await inWorld(world, '/users', { token: auth });
    const [login, profile] = await journal(world);
    expect(login).toMatchObject({
      kind: 'http',
      method: 'POST',
      path: '/lottery/users/login',
      query: { username: AHMED, password: '***' },
      status: 200,
      responseBody: { securityToken: '***', refreshToken: '***' },
    });
    expect(login?.durationMs).toBeGreaterThanOrEqual(0);
    expect(profile).toMatchObject({
      method: 'GET',
      path: '/lottery/users',
      status: 200,
      player: '+9647701234567',
      requestHeaders: { authorization: '***' },
    });
    await controlIn(world, '/players', {
      method: 'POST',
      body: { phone: '07709990002', password: 'Secret-9z' },
    });
    const [created] = await journal(world, { path: '/__control/players' });
    expect(created?.requestBody).toEqual({ phone: '07709990002', password: '***' });
    const all = JSON.stringify(await journal(world));
    expect(all).not.toContain(auth);
    expect(all).not.toContain('Secret-9z');
  });

  it('filters by method, path, player and time, and is cleared by DELETE', async () => {
    const world = await newWorld(CLOCK_START);
    const auth = await tokenIn(world);
    await pause(); // `at` has millisecond precision: keep the calls on either side of `between`
    const between = new Date().toISOString();
    await pause();
    await inWorld(world, '/users/account-balance', { token: auth });
    await inWorld(world, '/sales/game-infos');
    expect(await journal(world, { method: 'post' })).toHaveLength(1);
    expect(await journal(world, { path: '/sales/' })).toHaveLength(1);
    expect(await journal(world, { player: '07701234567' })).toHaveLength(1);
    expect((await journal(world, { since: between })).map((e) => e.path)).toEqual([
      '/lottery/users/account-balance',
      '/lottery/sales/game-infos',
    ]);
    expect(await journal(world, { until: between })).toHaveLength(1);
    expect(await journal(null, { path: '/sales/' })).toHaveLength(0);
    expect((await controlIn(world, '/journal', { method: 'DELETE' })).status).toBe(204);
    expect(await journal(world)).toEqual([]);
  });

  it('keeps only the newest entries', () => {
    const ring = new Journal(3);
    for (let i = 0; i < 5; i += 1) ring.add({ kind: 'script', at: '', clock: '', event: `e${i}` });
    expect(ring.list().map((e) => [e.seq, e.event])).toEqual([
      [3, 'e2'],
      [4, 'e3'],
      [5, 'e4'],
    ]);
  });
});
