import { describe, expect, it } from 'vitest';
import type { Booking, PayInInvokeResponse, PurchaseResult } from '../../src/lib/api/types';
import { balance, call, control, ticket, token, useFake } from '../testing/fake';

useFake();

const dropOnce = (method: string, path: string) =>
  control('/faults', {
    method: 'POST',
    body: { rules: [{ method, path, kind: 'dropAfterCommit', count: 1 }] },
  });

const bookings = async (auth: string, type: string) =>
  (
    await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 100 } })
  ).body.filter((b) => b.bookingType === type);

describe('dropAfterCommit', () => {
  it('buys once, drops the answer, and gives a retry under the same key the first answer', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(2) });
    const before = (await balance(auth)).balance;
    const paid = (await bookings(auth, 'ORDER_PAYMENT')).length;
    await dropOnce('POST', '/orders/cart/purchase');
    const buy = () =>
      call<PurchaseResult>('/orders/cart/purchase', {
        method: 'POST',
        token: auth,
        query: { paymentMethod: 'NONE' },
        headers: { 'Idempotency-Key': 'buy-1' },
      });
    await expect(buy()).rejects.toThrow();
    // The effects happened exactly once: charged, and the cart is bought.
    expect((await balance(auth)).balance).toBe(before - 2000);
    const retry = await buy();
    expect(retry.status).toBe(200);
    expect(retry.body.amountCharged).toBe(2000);
    expect((await balance(auth)).balance).toBe(before - 2000);
    expect(await bookings(auth, 'ORDER_PAYMENT')).toHaveLength(paid + 1);
    const journal = await control<{ entries: { fault?: string; status: number }[] }>('/journal', {
      query: { path: '/orders/cart/purchase' },
    });
    expect(journal.body.entries.map((e) => [e.status, e.fault])).toEqual([
      [200, 'dropAfterCommit'],
      [200, undefined],
    ]);
    const once = await control('/verify', {
      method: 'POST',
      body: { path: '/orders/cart/purchase', headers: { 'idempotency-key': 'buy-1' } },
    });
    expect(once.body).toMatchObject({ matched: true, count: 2 });
  });

  it('books one deposit, drops the answer, and answers the retry with the same payment', async () => {
    const auth = await token();
    const before = (await bookings(auth, 'PAYIN')).length;
    await dropOnce('PUT', '/payment/pay-in/invoke');
    const invoke = () =>
      call<PayInInvokeResponse>('/payment/pay-in/invoke', {
        method: 'PUT',
        token: auth,
        headers: { 'Idempotency-Key': 'dep-1' },
        body: { amountInCent: 500_000, useToken: false, paymentMethod: 'QI_CARD' },
      });
    await expect(invoke()).rejects.toThrow();
    const booked = await bookings(auth, 'PAYIN');
    expect(booked).toHaveLength(before + 1);
    const retry = await invoke();
    expect(retry.status).toBe(200);
    expect(retry.body.paymentId).toBe(booked[0]?.transactionId);
    expect(await bookings(auth, 'PAYIN')).toHaveLength(before + 1);
  });
});
