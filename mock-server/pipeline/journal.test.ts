import { describe, expect, it } from 'vitest';
import { AHMED, CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../testing/worlds';
import { Journal, JOURNAL_LIMITS, type JournalEntry } from './journal';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';

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
    const ring = new Journal({ ...JOURNAL_LIMITS, entries: 3 });
    for (let i = 0; i < 5; i += 1) ring.add({ kind: 'script', at: '', clock: '', event: `e${i}` });
    expect(ring.list().map((e) => [e.seq, e.event])).toEqual([
      [3, 'e2'],
      [4, 'e3'],
      [5, 'e4'],
    ]);
  });

  it('cuts a large body to a few KiB with a marker instead of keeping 64 KiB', () => {
    const ring = new Journal();
    const big = JSON.stringify({ note: 'x'.repeat(60_000) });
    const entry = ring.add({
      kind: 'http',
      at: '',
      clock: '',
      requestBody: big,
      responseBody: big,
    });
    for (const body of [entry.requestBody, entry.responseBody]) {
      expect(typeof body).toBe('string');
      expect(String(body).length).toBeLessThan(JOURNAL_LIMITS.bodyChars + 64);
      expect(String(body)).toMatch(/… \[cut: 60011 characters\]$/);
    }
    expect(ring.size.chars).toBeLessThan(3 * JOURNAL_LIMITS.bodyChars);
  });

  it('holds at most totalChars, dropping the oldest entries first', () => {
    const ring = new Journal({ entries: 500, bodyChars: 4096, totalChars: 50_000 });
    const body = 'y'.repeat(4000);
    for (let i = 0; i < 100; i += 1)
      ring.add({ kind: 'http', at: '', clock: '', path: `/p${i}`, requestBody: body });
    expect(ring.size.chars).toBeLessThanOrEqual(50_000);
    const kept = ring.list();
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.at(-1)?.path).toBe('/p99');
    expect(kept[0]?.seq).toBeGreaterThan(1);
  });

  it('labels an entry with a player only when the token is genuine', async () => {
    const world = await newWorld(CLOCK_START);
    const real = await tokenIn(world);
    const [header, payload] = real.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJlLW9mLW5vLW9uZQ`;
    await inWorld(world, '/users', { token: forged });
    await inWorld(world, '/users', { token: real });
    const [fake, genuine] = await journal(world, { path: '/lottery/users' }).then((all) =>
      all.filter((e) => e.path === '/lottery/users'),
    );
    expect(fake).toMatchObject({ status: 401 });
    expect(fake?.player).toBeUndefined();
    expect(genuine?.player).toBe('+9647701234567');
  });

  it('never holds the card page secret, nor a secret in any other text answer', async () => {
    const world = await newWorld(CLOCK_START);
    const auth = await tokenIn(world);
    const invoked = await inWorld<{ paymentIFrameUrl: string }>(world, '/payment/pay-in/invoke', {
      method: 'PUT',
      token: auth,
      body: { amountInCent: 500_000, useToken: false, paymentMethod: 'QI_CARD' },
    });
    const page = await (await fetch(invoked.body.paymentIFrameUrl)).text();
    const secret = /secret=([^&"]+)/.exec(page)?.[1];
    expect(secret).toBeTruthy();
    const all = JSON.stringify(await journal(world));
    expect(all).toContain('secret=***');
    expect(all).not.toContain(String(secret));
  });

  it('holds no secret of any kind the fake issues: passwords, tokens, codes, card secrets', async () => {
    const world = await newWorld(CLOCK_START);
    const secrets: string[] = [DEMO_PASSWORD];
    const login = await inWorld<{ securityToken: string; refreshToken: string }>(
      world,
      '/users/login',
      { method: 'POST', query: { username: AHMED, password: DEMO_PASSWORD } },
    );
    secrets.push(login.body.securityToken, login.body.refreshToken);
    await inWorld(world, '/users/password/reset/forgot', {
      method: 'POST',
      query: { username: AHMED },
    });
    const phone = '07709990031';
    await controlIn(world, '/players', {
      method: 'POST',
      body: { phone, password: 'Secret-9z', state: 'unverified' },
    });
    secrets.push('Secret-9z');
    for (const to of [AHMED, phone]) {
      const { body } = await controlIn<{ messages: { code?: string }[] }>(world, '/inbox', {
        query: { phone: to },
      });
      secrets.push(...body.messages.flatMap((m) => (m.code ? [m.code] : [])));
    }
    const invoked = await inWorld<{ paymentIFrameUrl: string }>(world, '/payment/pay-in/invoke', {
      method: 'PUT',
      token: login.body.securityToken,
      body: { amountInCent: 500_000, useToken: false, paymentMethod: 'QI_CARD' },
    });
    const page = await (await fetch(invoked.body.paymentIFrameUrl)).text();
    secrets.push(/secret=([^&"]+)/.exec(page)?.[1] ?? 'no card secret found');
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const all = JSON.stringify(await journal(world));
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});
