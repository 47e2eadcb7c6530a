import { describe, expect, it } from 'vitest';
import type { PayInInvokeResponse, PayInResult, UserBalance } from '../../../src/lib/api/types';
import { call, control, token, useFake } from '../../testing/fake';

useFake();

const invoke = (auth: string, amountInCent: number, paymentMethod = 'QI_CARD') =>
  call<PayInInvokeResponse>('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent, useToken: false, paymentMethod },
  });
const result = (auth: string, paymentId: string, status = 'success') =>
  call<PayInResult>('/payment/pay-in/result', {
    method: 'POST',
    token: auth,
    body: { paymentId, order: { status } },
  });
const balance = async (auth: string) =>
  (await call<UserBalance>('/users/account-balance', { token: auth })).body;
/** The card page's "Pay (success)" link, with its one-time secret (HTML-decoded). */
const payLink = async (pageUrl: string, status = 'success') => {
  const html = await (await fetch(pageUrl)).text();
  const href = html.match(new RegExp(`href="([^"]+status=${status}[^"]*)"`))?.[1] ?? '';
  return href.replaceAll('&amp;', '&');
};

describe('pay-in: the provider decides, the client only asks', () => {
  it('never credits a card deposit on the client\'s word "success"', async () => {
    const auth = await token();
    const invoked = (await invoke(auth, 1_000_000_000)).body;
    const answer = await result(auth, invoked.paymentId, 'success');
    expect(answer).toMatchObject({ status: 200, body: { status: 'PENDING' } });
    expect((await balance(auth)).balance).toBe(50_000);
    const withdraw = await call('/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: {
        amount: 10_000_000,
        method: 'FIB',
        fullName: 'Ahmed Hassan',
        walletNumber: '07701234567',
      },
    });
    expect(withdraw.status).toBe(400);
  });

  it('reports the refusal the provider decided, whatever status the client posts', async () => {
    const auth = await token();
    await control('/scenario', { method: 'PUT', body: { depositOutcome: 'failure' } });
    const invoked = (await invoke(auth, 500_000)).body;
    expect((await result(auth, invoked.paymentId, 'success')).body).toEqual({
      paymentId: invoked.paymentId,
      status: 'FAILED',
      amount: 5000,
      failureReason: 'REFUSED',
    });
    expect((await balance(auth)).balance).toBe(50_000);
  });

  it('gives unguessable payment ids', async () => {
    const auth = await token();
    const a = (await invoke(auth, 500_000)).body.paymentId;
    const b = (await invoke(auth, 500_000)).body.paymentId;
    expect(a).toMatch(/^PAY-[0-9a-f]{24}$/);
    expect(b).not.toBe(a);
  });

  it('settles a card page only with its one-time secret', async () => {
    const auth = await token();
    const invoked = (await invoke(auth, 500_000)).body;
    const forged = await fetch(`${invoked.paymentIFrameUrl}/complete?status=success`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const wrong = await fetch(`${invoked.paymentIFrameUrl}/complete?status=success&secret=00`, {
      redirect: 'manual',
    });
    expect(wrong.status).toBe(403);
    const link = await payLink(invoked.paymentIFrameUrl);
    expect(link).toMatch(/secret=[0-9a-f]{32}/);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
    // Spent: a replay of the same link settles nothing more.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(403);
    expect((await result(auth, invoked.paymentId)).body.status).toBe('SUCCESSFUL');
    expect((await balance(auth)).balance).toBe(55_000);
  });

  it('lets the control API settle a payment as the provider', async () => {
    const auth = await token();
    const invoked = (await invoke(auth, 500_000)).body;
    const settled = await control(`/payments/${invoked.paymentId}`, {
      method: 'POST',
      body: { outcome: 'cancelled' },
    });
    expect(settled).toMatchObject({
      status: 200,
      body: { status: 'FAILED', failureReason: 'CANCELLED' },
    });
    expect(
      (await call<PayInResult>(`/payment/pay-in/check/${invoked.paymentId}`, { token: auth })).body,
    ).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    expect(
      (await control('/payments/PAY-unknown', { method: 'POST', body: { outcome: 'success' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await control(`/payments/${invoked.paymentId}`, {
          method: 'POST',
          body: { outcome: 'nope' },
        })
      ).status,
    ).toBe(400);
  });
});
