import { describe, expect, it } from 'vitest';
import type { ResponsiblePlayState } from '../../../src/lib/api/types/responsible-play';
import { AHMED, call, control, PASSWORD, ticket, token, useFake } from '../../testing/fake';

useFake();

const DAY = 86_400_000;
const state = async (auth: string) =>
  (await call<ResponsiblePlayState>('/users/responsible-play', { token: auth })).body;
const setLimit = (auth: string, amount: number | null, kind = 'DEPOSIT', period = 'DAY') =>
  call<ResponsiblePlayState>('/users/limits', {
    method: 'PUT',
    token: auth,
    body: { kind, period, amount },
  });
const invoke = (auth: string, iqd: number) =>
  call('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: iqd * 100, useToken: false, paymentMethod: 'FIB' },
  });
/** A wallet deposit completes when checked. */
async function deposit(auth: string, iqd: number) {
  const { body } = (await invoke(auth, iqd)) as { body: { paymentId: string } };
  await call(`/payment/pay-in/check/${body.paymentId}`, { token: auth });
}
const purchase = (auth: string) =>
  call('/orders/cart/purchase', { method: 'POST', token: auth, query: { paymentMethod: 'NONE' } });

describe('deposit limits over HTTP', () => {
  it('refuses a deposit above what is left, then applies a raise after 24 hours', async () => {
    const auth = await token();
    expect((await setLimit(auth, 5000)).status).toBe(200);
    await deposit(auth, 4000);
    expect((await state(auth)).limits[0]).toMatchObject({ used: 4000, remaining: 1000 });
    expect(await invoke(auth, 2000)).toMatchObject({
      status: 422,
      body: { status: 'DEPOSIT_LIMIT_EXCEEDED', details: { remaining: 1000, period: 'DAY' } },
    });
    const raised = (await setLimit(auth, 10_000)).body.limits[0];
    expect(raised).toMatchObject({ amount: 5000, pending: { amount: 10_000 } });
    await control('/clock', { method: 'POST', body: { advanceMs: DAY } });
    // The access token has expired meanwhile: a new login.
    const later = await token();
    expect((await state(later)).limits[0]).toMatchObject({ amount: 10_000, used: 0 });
    expect((await invoke(later, 2000)).status).toBe(200);
  });

  it('answers 400 for a malformed limit, never 5xx', async () => {
    const auth = await token();
    expect((await setLimit(auth, -1)).status).toBe(400);
    expect((await setLimit(auth, 1000, 'BETS')).status).toBe(400);
  });
});

describe('spending limit, time-out and self-exclusion over HTTP', () => {
  it('refuses a purchase above the spending limit with what is left', async () => {
    const auth = await token();
    await setLimit(auth, 100, 'SPENDING', 'WEEK');
    await call('/orders/cart/tickets', { method: 'POST', token: auth, body: [ticket()] });
    expect(await purchase(auth)).toMatchObject({
      status: 422,
      body: { status: 'SPENDING_LIMIT_EXCEEDED', details: { remaining: 100, period: 'WEEK' } },
    });
  });

  it('refuses deposits and purchases during a time-out, which cannot be shortened', async () => {
    const auth = await token();
    const taken = await call<ResponsiblePlayState>('/users/time-out', {
      method: 'POST',
      token: auth,
      body: { length: 'WEEK' },
    });
    expect(taken.body.timeOutUntil).toBe('2026-11-27T12:00:00+03:00');
    expect(await invoke(auth, 2000)).toMatchObject({
      status: 403,
      body: { status: 'TIME_OUT_ACTIVE', details: { until: '2026-11-27T12:00:00+03:00' } },
    });
    await call('/orders/cart/tickets', { method: 'POST', token: auth, body: [ticket()] });
    expect((await purchase(auth)).body).toMatchObject({ status: 'TIME_OUT_ACTIVE' });
    const shorter = await call('/users/time-out', {
      method: 'POST',
      token: auth,
      body: { length: 'DAY' },
    });
    expect(shorter).toMatchObject({ status: 409, body: { status: 'TIME_OUT_CANNOT_SHORTEN' } });
  });

  it('refuses the next login of a self-blocked player with its own code', async () => {
    const auth = await token();
    const blocked = await call('/users/self-block', {
      method: 'POST',
      token: auth,
      query: { password: PASSWORD },
    });
    expect(blocked.status).toBeLessThan(300);
    const login = await call('/users/login', {
      method: 'POST',
      query: { username: AHMED, password: PASSWORD },
    });
    expect(login).toMatchObject({ status: 403, body: { status: 'ACCOUNT_SELF_EXCLUDED' } });
  });

  it('lets the control API set limits, a time-out and the block', async () => {
    const auth = await token();
    const set = await control<ResponsiblePlayState>(`/players/${AHMED}/responsible-play`, {
      method: 'PUT',
      body: {
        limits: [{ kind: 'DEPOSIT', period: 'WEEK', amount: 3000 }],
        timeOutUntil: '2026-12-01T00:00:00Z',
        realityCheckMinutes: 30,
      },
    });
    expect(set.body).toMatchObject({
      limits: [{ kind: 'DEPOSIT', period: 'WEEK', amount: 3000 }],
      timeOutUntil: '2026-12-01T03:00:00+03:00',
      realityCheckMinutes: 30,
    });
    await control(`/players/${AHMED}/responsible-play`, {
      method: 'PUT',
      body: { selfExcluded: true },
    });
    expect((await call('/users/account-balance', { token: auth })).status).toBe(401);
    const bad = await control(`/players/${AHMED}/responsible-play`, {
      method: 'PUT',
      body: { realityCheckMinutes: 7 },
    });
    expect(bad.status).toBe(400);
  });

  it("changes only the self-exclusion flag: never an operator's suspension or a phone check", async () => {
    for (const state of ['suspended', 'unverified']) {
      const phone = state === 'suspended' ? '07709990011' : '07709990012';
      await control('/players', { method: 'POST', body: { phone, password: PASSWORD, state } });
      const path = `/players/${phone}/responsible-play`;
      await control(path, { method: 'PUT', body: { selfExcluded: true } });
      await control(path, { method: 'PUT', body: { selfExcluded: false } });
      const login = await call<{ status?: string }>('/users/login', {
        method: 'POST',
        query: { username: phone, password: PASSWORD },
      });
      if (state === 'suspended')
        expect(login).toMatchObject({ status: 403, body: { status: 'ACCOUNT_SUSPENDED' } });
      else expect(login).toMatchObject({ status: 200, body: { status: 'MOBILE_NOT_VERIFIED' } });
    }
  });

  it('reports the session start, spend and wins for the reality check', async () => {
    const auth = await token();
    await call('/orders/cart/tickets', { method: 'POST', token: auth, body: [ticket()] });
    expect((await purchase(auth)).status).toBe(200);
    // Within the access token's 15 minutes.
    await control('/clock', { method: 'POST', body: { advanceMs: 14 * 60_000 } });
    const { session, serverTime } = await state(auth);
    expect(session).toMatchObject({ startedAt: '2026-11-20T12:00:00+03:00', won: 0 });
    expect(session.spent).toBeGreaterThan(0);
    expect(serverTime).toBe('2026-11-20T12:14:00+03:00');
  });
});
