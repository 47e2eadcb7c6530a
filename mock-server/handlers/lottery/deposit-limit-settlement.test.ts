import { describe, expect, it } from 'vitest';
import type { PayInResult, UserBalance } from '../../../src/lib/api/types';
import { call, control, token, useFake } from '../../testing/fake';

useFake();

const setLimit = (auth: string, amount: number) =>
  call('/users/limits', {
    method: 'PUT',
    token: auth,
    body: { kind: 'DEPOSIT', period: 'DAY', amount },
  });
/** A card deposit: it stays pending until the provider (here the control API) settles it. */
const invokeCard = (auth: string, iqd: number) =>
  call<{ paymentId: string; status?: string }>('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: iqd * 100, useToken: false, paymentMethod: 'QI_CARD' },
  });
const providerPays = (paymentId: string) =>
  control<PayInResult>(`/payments/${paymentId}`, { method: 'POST', body: { outcome: 'success' } });
const balance = async (auth: string) =>
  (await call<UserBalance>('/users/account-balance', { token: auth })).body.balance;

describe('deposit limits hold at settlement', () => {
  it('counts pending deposits: two invokes cannot each take the whole daily limit', async () => {
    const auth = await token();
    await setLimit(auth, 5000);
    expect((await invokeCard(auth, 5000)).status).toBe(200);
    expect(await invokeCard(auth, 5000)).toMatchObject({
      status: 422,
      body: { status: 'DEPOSIT_LIMIT_EXCEEDED', details: { remaining: 0 } },
    });
  });

  it('lets one of ten concurrent invokes through and credits 5,000, not 50,000', async () => {
    const auth = await token();
    await setLimit(auth, 5000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => invokeCard(auth, 5000)));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    for (const a of answers) await providerPays(a.body.paymentId).catch(() => undefined);
    expect(await balance(auth)).toBe(50_000 + 5000);
  });

  it('does not credit a deposit started before the limit was set, and says why', async () => {
    const auth = await token();
    const started = await invokeCard(auth, 1_000_000);
    expect(started.status).toBe(200);
    await setLimit(auth, 5000);
    const settled = await providerPays(started.body.paymentId);
    expect(settled.body).toMatchObject({ status: 'FAILED', failureReason: 'DEPOSIT_LIMIT' });
    expect(await balance(auth)).toBe(50_000);
    const checked = await call<PayInResult>(`/payment/pay-in/check/${started.body.paymentId}`, {
      token: auth,
    });
    expect(checked.body).toMatchObject({ status: 'FAILED', failureReason: 'DEPOSIT_LIMIT' });
  });

  it('does not credit a deposit that settles during a time-out taken after it started', async () => {
    const auth = await token();
    const started = await invokeCard(auth, 10_000);
    await call('/users/time-out', { method: 'POST', token: auth, body: { length: 'DAY' } });
    const settled = await providerPays(started.body.paymentId);
    expect(settled.body).toMatchObject({ status: 'FAILED', failureReason: 'TIME_OUT' });
    expect(await balance(auth)).toBe(50_000);
  });

  it('still credits a deposit within the limit', async () => {
    const auth = await token();
    await setLimit(auth, 5000);
    const started = await invokeCard(auth, 4000);
    expect((await providerPays(started.body.paymentId)).body).toMatchObject({
      status: 'SUCCESSFUL',
    });
    expect(await balance(auth)).toBe(54_000);
  });
});
