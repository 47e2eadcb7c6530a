import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../src/lib/api/types';
import { AHMED, call, control, login, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

describe('login', () => {
  it('logs the seeded player in under each spelling of the number', async () => {
    for (const username of [AHMED, '7701234567', '+9647701234567']) {
      expect((await login(username)).status).toBe('OK');
    }
  });

  it('refuses wrong credentials (401), suspended (403) and answers MOBILE_NOT_VERIFIED', async () => {
    const wrong = await call('/users/login', {
      method: 'POST',
      query: { username: AHMED, password: 'nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { status: 'INVALID_CREDENTIALS' } });
    const suspended = await call('/users/login', {
      method: 'POST',
      query: { username: '07701234569', password: PASSWORD },
    });
    expect(suspended).toMatchObject({ status: 403, body: { status: 'ACCOUNT_SUSPENDED' } });
    expect((await login('07701234568')).status).toBe('MOBILE_NOT_VERIFIED');
  });

  it('refuses a closed account (403 ACCOUNT_CLOSED)', async () => {
    await control('/players', {
      method: 'POST',
      body: { phone: '07709990000', password: PASSWORD, state: 'closed' },
    });
    const closed = await call('/users/login', {
      method: 'POST',
      query: { username: '07709990000', password: PASSWORD },
    });
    expect(closed).toMatchObject({ status: 403, body: { status: 'ACCOUNT_CLOSED' } });
  });
});

describe('tokens', () => {
  it('expires the security token after its lifetime on the fake clock', async () => {
    const securityToken = await token();
    expect((await call('/users', { token: securityToken })).status).toBe(200);
    await control('/clock', { method: 'POST', body: { advanceMs: 15 * 60_000 } });
    expect(await call('/users', { token: securityToken })).toMatchObject({
      status: 401,
      body: { status: 'UNAUTHORIZED', message: 'Token expired' },
    });
  });

  it('answers 401 to unknown tokens', async () => {
    expect((await call('/users', { token: 'abc.def.ghi' })).status).toBe(401);
    expect((await call('/users')).body).toMatchObject({ status: 'UNAUTHORIZED' });
  });

  it('rotates both tokens on refresh and refuses the old refresh token', async () => {
    const first = await login();
    const refreshed = await call<LoginResponse>('/users/tokens/refresh', {
      method: 'POST',
      query: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed.body.securityToken).not.toBe(first.securityToken);
    expect((await call('/users', { token: refreshed.body.securityToken })).status).toBe(200);
    const reused = await call('/users/tokens/refresh', {
      method: 'POST',
      query: { refreshToken: first.refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const session = await login();
    expect(
      (await call('/users/logout', { method: 'POST', token: session.securityToken })).status,
    ).toBe(204);
    expect((await call('/users', { token: session.securityToken })).status).toBe(401);
    const refresh = await call('/users/tokens/refresh', {
      method: 'POST',
      query: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('honours TOKEN_TTL_SECONDS', async () => {
    process.env.TOKEN_TTL_SECONDS = '5';
    try {
      const short = await token();
      await control('/clock', { method: 'POST', body: { advanceMs: 5000 } });
      expect((await call('/users', { token: short })).status).toBe(401);
    } finally {
      delete process.env.TOKEN_TTL_SECONDS;
    }
  });
});
