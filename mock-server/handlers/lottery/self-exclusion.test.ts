import { describe, expect, it } from 'vitest';
import type { SelfExclusion } from '../../../src/lib/api/types/responsible-play';
import { AHMED, call, control, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

const DAY = 86_400_000;
const exclude = (auth: string, length: unknown, password = PASSWORD) =>
  call<SelfExclusion>('/users/self-exclusion', {
    method: 'POST',
    token: auth,
    query: { password },
    body: { length },
  });
const login = () =>
  call('/users/login', { method: 'POST', query: { username: AHMED, password: PASSWORD } });

describe('self-exclusion with a length (extension)', () => {
  it('lists the lengths it offers, permanently included', async () => {
    const options = await call('/users/self-exclusion', { token: await token() });
    expect(options.body).toMatchObject({
      lengths: ['SIX_MONTHS', 'ONE_YEAR', 'TWO_YEARS', 'FIVE_YEARS', 'PERMANENT'],
    });
  });

  it('excludes for six months: sessions end, login is refused with the end, then allowed', async () => {
    const auth = await token();
    const excluded = await exclude(auth, 'SIX_MONTHS');
    expect(excluded.status).toBe(200);
    expect(excluded.body.length).toBe('SIX_MONTHS');
    const until = new Date(excluded.body.until ?? '').getTime();
    expect(until).toBeGreaterThan(Date.now() - 400 * DAY);
    expect((await call('/users/account-balance', { token: auth })).status).toBe(401);
    expect(await login()).toMatchObject({
      status: 403,
      body: { status: 'ACCOUNT_SELF_EXCLUDED', details: { until: excluded.body.until } },
    });
    await control('/clock', { method: 'POST', body: { advanceMs: 185 * DAY } });
    expect((await login()).status).toBe(200);
  });

  it('permanently: no end, and login stays refused', async () => {
    const excluded = await exclude(await token(), 'PERMANENT');
    expect(excluded.body).toMatchObject({ length: 'PERMANENT', until: null });
    await control('/clock', { method: 'POST', body: { advanceMs: 400 * DAY } });
    expect(await login()).toMatchObject({ status: 403, body: { details: { until: null } } });
  });

  it('refuses a wrong password (nothing changes) and an unknown length with 4xx', async () => {
    const auth = await token();
    expect(await exclude(auth, 'SIX_MONTHS', 'wrong')).toMatchObject({
      status: 403,
      body: { status: 'INVALID_CREDENTIALS' },
    });
    expect((await exclude(auth, 'TEN_DAYS')).status).toBe(400);
    expect((await exclude(auth, 6)).status).toBe(400);
    expect((await login()).status).toBe(200);
  });
});
