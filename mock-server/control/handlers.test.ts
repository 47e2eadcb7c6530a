import { describe, expect, it } from 'vitest';
import type { UserBalance } from '../../src/lib/api/types';
import { call, control, login, ORIGIN, PASSWORD, token, useFake } from '../testing/fake';

useFake();

describe('control API', () => {
  it('geo-blocks every lottery call with 403 and the status text, but not the CMS', async () => {
    await control('/scenario', { method: 'PUT', body: { geoBlocked: true } });
    for (const path of ['/games/tickets', '/sales/game-infos', '/users/login']) {
      const result = await call(path, { method: path === '/users/login' ? 'POST' : 'GET' });
      expect(result).toMatchObject({ status: 403, body: { status: 'geo location restricted' } });
    }
    const cms = await fetch(`${ORIGIN}/cms/api/homepage?fields[0]=footerText&locale=en`);
    expect(cms.status).toBe(200);
  });

  it('merges scenario flags and refuses bad ones', async () => {
    await control('/scenario', { method: 'PUT', body: { soldOut: 'partial' } });
    const merged = await control('/scenario', { method: 'PUT', body: { spendingLimitIqd: 5000 } });
    expect(merged.body).toMatchObject({
      soldOut: 'partial',
      spendingLimitIqd: 5000,
      geoBlocked: false,
    });
    expect((await control('/scenario', { method: 'PUT', body: { soldOut: 'some' } })).status).toBe(
      400,
    );
    expect((await control('/scenario')).body).toMatchObject({ soldOut: 'partial' });
  });

  it('fails the next matching request once', async () => {
    await control('/scenario', {
      method: 'PUT',
      body: { failNext: [{ method: 'GET', path: '/games/tickets', status: 500 }] },
    });
    expect((await call('/games/tickets')).status).toBe(500);
    expect((await call('/games/tickets')).status).toBe(200);
    expect((await control<{ failNext: unknown[] }>('/scenario')).body.failNext).toEqual([]);
  });

  it('delays answers by latencyMs', async () => {
    await control('/scenario', { method: 'PUT', body: { latencyMs: 150 } });
    const started = performance.now();
    await call('/games/tickets');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('creates players with a balance split into withdrawable and bonus money', async () => {
    const created = await control<{ username: string; balance: UserBalance }>('/players', {
      method: 'POST',
      body: {
        phone: '+9647712345678',
        password: PASSWORD,
        state: 'verified',
        balance: 9000,
        withdrawable: 4000,
        termsAccepted: false,
        firstName: 'Sara',
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        username: '07712345678',
        firstName: 'Sara',
        latestTermsAccepted: false,
        balance: { balanceNonPayable: 5000 },
      },
    });
    expect((await login('7712345678')).status).toBe('OK');
    expect(
      (
        await control('/players', {
          method: 'POST',
          body: { phone: '07712345678', password: PASSWORD },
        })
      ).status,
    ).toBe(409);
  });

  it('resets the world', async () => {
    const auth = await token();
    await call('/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: { amount: 5000, method: 'FIB', fullName: 'A H', walletNumber: '07701234567' },
    });
    await control('/reset', { method: 'POST', body: { clockStart: '2026-11-20T09:00:00Z' } });
    const fresh = await token();
    expect((await call<UserBalance>('/users/account-balance', { token: fresh })).body.balance).toBe(
      50_000,
    );
  });

  it('answers the clock and moves it forward only', async () => {
    const moved = await control<{ now: string }>('/clock', {
      method: 'POST',
      body: { advanceMs: 60_000 },
    });
    expect(moved.body.now).toBe('2026-11-20T09:01:00.000Z');
    expect((await control('/clock', { method: 'POST', body: { advanceMs: -5 } })).status).toBe(400);
  });

  it('passes provider states to applyProviderState', async () => {
    const result = await control('/state', { method: 'POST', body: { state: 'no such state' } });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(result.body)).toContain('no such state');
  });

  it('answers a provider-state teardown without running the setup again', async () => {
    const body = { state: 'a verified player with 50000 IQD', params: {} };
    const setUp = await control<{ securityToken?: string }>('/state', {
      method: 'POST',
      body: { ...body, action: 'setup' },
    });
    expect(setUp.body.securityToken).toMatch(/^ey/);
    await control('/scenario', { method: 'PUT', body: { latencyMs: 5 } });
    const torn = await control('/state', { method: 'POST', body: { ...body, action: 'teardown' } });
    expect(torn).toMatchObject({ status: 200, body: {} });
    // Nothing was reset: the world the verifier used is as it left it.
    expect((await control<{ latencyMs: number }>('/scenario')).body.latencyMs).toBe(5);
    const typo = await control('/state', { method: 'POST', body: { ...body, action: 'tear' } });
    expect(typo.status).toBe(400);
  });
});
