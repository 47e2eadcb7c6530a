import { describe, expect, it } from 'vitest';
import type {
  PayInInvokeResponse,
  PayInResult,
  PaymentAvailability,
} from '../../../src/lib/api/types';
import { balance, call, control, token, useFake } from '../../testing/fake';

useFake();

const invoke = (auth: string, paymentMethod: string) =>
  call<PayInInvokeResponse & { details?: unknown }>('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: 500_000, useToken: false, paymentMethod },
  });

const outages = (list: unknown[]) =>
  control('/payment-outages', { method: 'PUT', body: { outages: list } });

const railsOf = (answer: PaymentAvailability, method: string) =>
  Object.fromEntries(
    answer.methods.find((m) => m.paymentMethod === method)?.rails.map((r) => [r.rail, r.state]) ??
      [],
  );

describe('payment outages per method and rail', () => {
  it('FIB card rail down, FIB transfers up: the card page refuses, a transfer settles', async () => {
    await outages([{ paymentMethod: 'FIB', rail: 'CARD', state: 'DOWN' }]);
    const now = (await call<PaymentAvailability>('/payment/methods/availability')).body;
    expect(railsOf(now, 'FIB')).toEqual({ CARD: 'DOWN', TRANSFER: 'UP' });
    expect(railsOf(now, 'QI_CARD')).toEqual({ CARD: 'UP' });
    const auth = await token();
    const invoked = await invoke(auth, 'FIB');
    expect(invoked.status).toBe(200);
    const page = await fetch(invoked.body.paymentIFrameUrl);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('CARD_PAYMENTS_SUSPENDED');
    const check = await call<PayInResult>(`/payment/pay-in/check/${invoked.body.paymentId}`, {
      token: auth,
    });
    expect(check.body.status).toBe('SUCCESSFUL');
    expect((await balance(auth)).balance).toBe(55_000);
  });

  it("ZainCash down: the invoke gets ZainCash's refusal and nothing is booked", async () => {
    await outages([{ paymentMethod: 'ZAIN_CASH', state: 'DOWN' }]);
    const auth = await token();
    const refused = await invoke(auth, 'ZAIN_CASH');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      status: 'PAYMENT_METHOD_UNAVAILABLE',
      details: { paymentMethod: 'ZAIN_CASH', rail: 'ALL', providerCode: 'SERVICE_UNAVAILABLE' },
    });
    const bookings = await call<{ bookingType: string; state: string }[]>('/users/bookings', {
      token: auth,
    });
    expect(bookings.body.filter((b) => b.state === 'PENDING')).toEqual([]);
    expect((await invoke(auth, 'FAST_PAY')).status).toBe(200);
  });

  it('Qi Card slow: the invoke answers late but answers, and the call says SLOW', async () => {
    await outages([{ paymentMethod: 'QI_CARD', state: 'SLOW', delayMs: 300 }]);
    const now = (await call<PaymentAvailability>('/payment/methods/availability')).body;
    expect(railsOf(now, 'QI_CARD')).toEqual({ CARD: 'SLOW' });
    const auth = await token();
    const started = performance.now();
    expect((await invoke(auth, 'QI_CARD')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it('refuses an unknown method or state with 400, and a reset clears the outages', async () => {
    expect((await outages([{ paymentMethod: 'PAYPAL', state: 'DOWN' }])).status).toBe(400);
    expect((await outages([{ paymentMethod: 'FIB', state: 'GONE' }])).status).toBe(400);
    await outages([{ paymentMethod: 'FIB', state: 'DOWN' }]);
    await control('/reset', { method: 'POST' });
    const now = (await call<PaymentAvailability>('/payment/methods/availability')).body;
    expect(railsOf(now, 'FIB')).toEqual({ CARD: 'UP', TRANSFER: 'UP' });
  });
});
