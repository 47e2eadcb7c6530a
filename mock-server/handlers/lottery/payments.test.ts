import { describe, expect, it } from 'vitest';
import type { PayInInvokeResponse, PayInResult } from '../../../src/lib/api/types';
import { balance, call, control, token, useFake } from '../../testing/fake';

useFake();

const invoke = (auth: string, amountInCent: number, paymentMethod = 'QI_CARD') =>
  call<PayInInvokeResponse>('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent, useToken: false, paymentMethod },
  });
const result = (auth: string, paymentId: string, status: string) =>
  call<PayInResult>('/payment/pay-in/result', {
    method: 'POST',
    token: auth,
    body: { paymentId, order: { status } },
  });

describe('deposits', () => {
  it('refuses less than 1500 IQD (amountInCent = IQD x 100)', async () => {
    const auth = await token();
    expect(await invoke(auth, 149_900)).toMatchObject({
      status: 400,
      body: { status: 'INVALID_AMOUNT' },
    });
  });

  it('serves a card page whose buttons send the payer back to the app with the order status', async () => {
    const auth = await token();
    const invoked = (await invoke(auth, 500_000)).body;
    expect(invoked.walletPayment).toBeNull();
    const page = await fetch(invoked.paymentIFrameUrl);
    const html = await page.text();
    expect(html).toContain('5000 IQD');
    const complete = (html.match(/href="([^"]+status=success[^"]*)"/)?.[1] ?? '').replaceAll(
      '&amp;',
      '&',
    );
    const redirect = await fetch(complete, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.headers.get('location') ?? '');
    expect(back.origin).toBe('http://127.0.0.1:5173');
    expect(back.searchParams.get('order_status')).toBe('success');
    expect(back.searchParams.get('paymentId')).toBe(invoked.paymentId);
    const checked = await call<PayInResult>(`/payment/pay-in/check/${invoked.paymentId}`, {
      token: auth,
    });
    expect(checked.body).toEqual({
      paymentId: invoked.paymentId,
      status: 'SUCCESSFUL',
      amount: 5000,
    });
    expect((await balance(auth)).balancePayable).toBe(55_000);
  });

  it('books PAYIN once for a payment the provider settled, nothing on a failure', async () => {
    const auth = await token();
    const ok = (await invoke(auth, 300_000)).body;
    await control(`/payments/${ok.paymentId}`, { method: 'POST', body: { outcome: 'success' } });
    await control(`/payments/${ok.paymentId}`, { method: 'POST', body: { outcome: 'success' } });
    expect((await result(auth, ok.paymentId, 'failure')).body.status).toBe('SUCCESSFUL');
    const refused = (await invoke(auth, 300_000)).body;
    await control(`/payments/${refused.paymentId}`, {
      method: 'POST',
      body: { outcome: 'failure' },
    });
    expect((await result(auth, refused.paymentId, 'success')).body.status).toBe('FAILED');
    expect((await balance(auth)).balance).toBe(53_000);
  });

  it('returns wallet payment data for FIB, ZainCash and FastPay and completes them on check', async () => {
    const auth = await token();
    for (const method of ['FIB', 'ZAIN_CASH', 'FAST_PAY']) {
      const invoked = (await invoke(auth, 200_000, method)).body;
      expect(invoked.walletPayment).toMatchObject({ manualCode: expect.stringMatching(/^\d{6}$/) });
      expect(invoked.walletPayment?.paymentLink).toContain(invoked.paymentId);
      const checked = await call<PayInResult>(`/payment/pay-in/check/${invoked.paymentId}`, {
        token: auth,
      });
      expect(checked.body.status).toBe('SUCCESSFUL');
    }
    expect((await balance(auth)).balance).toBe(56_000);
  });

  it('forces the outcome by scenario; a timeout stays PENDING on check and result', async () => {
    const auth = await token();
    await control('/scenario', { method: 'PUT', body: { depositOutcome: 'timeout' } });
    const invoked = (await invoke(auth, 200_000, 'FIB')).body;
    expect(
      (await call<PayInResult>(`/payment/pay-in/check/${invoked.paymentId}`, { token: auth })).body
        .status,
    ).toBe('PENDING');
    expect(await result(auth, invoked.paymentId, 'success')).toMatchObject({
      status: 200,
      body: { status: 'PENDING' },
    });
    await control('/scenario', { method: 'PUT', body: { depositOutcome: 'failure' } });
    expect((await result(auth, invoked.paymentId, 'success')).body.status).toBe('FAILED');
    expect((await balance(auth)).balance).toBe(50_000);
  });
});
