import { describe, expect, it } from 'vitest';
import type { LoginResponse, SessionLimit, SpendingOverview } from '../../../src/lib/api/types';
import { AHMED, call, control, login, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const advance = (ms: number) => control('/clock', { method: 'POST', body: { advanceMs: ms } });
const limit = async (auth: string) =>
  (await call<SessionLimit>('/users/session-limit', { token: auth })).body;
const setLength = (auth: string, minutes: unknown) =>
  call<SessionLimit>('/users/session-limit', { method: 'PUT', token: auth, body: { minutes } });
const tryLogin = () =>
  call<LoginResponse>('/users/login', {
    method: 'POST',
    query: { username: AHMED, password: PASSWORD },
  });
const overview = async (auth: string) =>
  (await call<SpendingOverview>('/users/spending-overview', { token: auth })).body;

describe('session caps over HTTP, on the fake clock (decision 0282)', () => {
  it('applies a chosen length from the next login, then refuses the login until the cooling-off ends', async () => {
    const first = await token();
    expect((await limit(first)).session.endsAt).toBeNull();
    expect((await setLength(first, 30)).body).toMatchObject({
      minutes: 30,
      choices: [30, 60, 120, 240],
    });
    // This session keeps no cap; the next one has 30 minutes and then 10 of cooling-off.
    expect((await limit(first)).session.endsAt).toBeNull();
    const second = await login();
    const capped = await limit(second.securityToken);
    expect(Date.parse(capped.session.endsAt ?? '') - Date.parse(capped.session.startedAt)).toBe(
      30 * MINUTE,
    );
    expect(capped.coolingOffMinutes).toBe(10);

    await advance(30 * MINUTE);
    const ended = await call('/users/account-balance', { token: second.securityToken });
    expect(ended).toMatchObject({
      status: 401,
      body: { status: 'SESSION_LIMIT_REACHED', details: { until: capped.session.coolingOffUntil } },
    });
    const refreshed = await call('/users/tokens/refresh', {
      method: 'POST',
      query: { refreshToken: second.refreshToken },
    });
    expect(refreshed).toMatchObject({ status: 401, body: { status: 'SESSION_LIMIT_REACHED' } });
    expect(await tryLogin()).toMatchObject({
      status: 403,
      body: { status: 'SESSION_COOLING_OFF', details: { until: capped.session.coolingOffUntil } },
    });
    await advance(10 * MINUTE);
    expect((await tryLogin()).status).toBe(200);
  });

  it('caps every session by the operator, and a logout before the cap leaves no cooling-off', async () => {
    await control('/scenario', {
      method: 'PUT',
      body: { sessionCap: { maxMinutes: 60, coolingOffMinutes: 10 } },
    });
    const { securityToken, refreshToken } = await login();
    expect(await limit(securityToken)).toMatchObject({ minutes: null, operatorMinutes: 60 });
    await advance(59 * MINUTE);
    // The access token expired meanwhile: the session's refresh token gives a new one.
    const renewed = await call<LoginResponse>('/users/tokens/refresh', {
      method: 'POST',
      query: { refreshToken },
    });
    const auth = renewed.body.securityToken;
    expect((await call('/users/logout', { method: 'POST', token: auth })).status).toBe(204);
    await advance(2 * MINUTE);
    expect((await tryLogin()).status).toBe(200);
  });

  it('answers 400 for a length it does not offer, never 5xx', async () => {
    const auth = await token();
    expect((await setLength(auth, 45)).status).toBe(400);
    expect((await setLength(auth, '60')).status).toBe(400);
    expect((await setLength(auth, null)).body.minutes).toBeNull();
  });
});

describe('the spending overview over HTTP, on the fake clock (decision 0283)', () => {
  it('is due 14 days after the first login, sums the period and starts again when seen', async () => {
    const auth = await token();
    const fresh = await overview(auth);
    expect(fresh).toMatchObject({ frequency: 'FORTNIGHT', due: false, deposits: 0, spent: 0 });
    await call('/users/limits', {
      method: 'PUT',
      token: auth,
      body: { kind: 'SPENDING', period: 'WEEK', amount: 20_000 },
    });
    await advance(14 * DAY);
    const later = await token();
    const due = await overview(later);
    expect(due).toMatchObject({ due: true, from: fresh.from });
    expect(due.net).toBe(due.won - due.spent);
    expect(due.limits).toEqual([
      expect.objectContaining({ kind: 'SPENDING', period: 'WEEK', amount: 20_000 }),
    ]);
    const seen = await call<SpendingOverview>('/users/spending-overview/seen', {
      method: 'POST',
      token: later,
    });
    expect(seen.body).toMatchObject({ due: false, from: due.to });
  });

  it('follows the chosen frequency and refuses an unknown one with 400', async () => {
    const auth = await token();
    const weekly = await call<SpendingOverview>('/users/spending-overview', {
      method: 'PUT',
      token: auth,
      body: { frequency: 'WEEK' },
    });
    expect(weekly.body.frequency).toBe('WEEK');
    await advance(7 * DAY);
    const later = await token();
    expect((await overview(later)).due).toBe(true);
    const bad = await call('/users/spending-overview', {
      method: 'PUT',
      token: later,
      body: { frequency: 'YEAR' },
    });
    expect(bad.status).toBe(400);
  });
});
