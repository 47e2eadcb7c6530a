import { describe, expect, it } from 'vitest';
import type {
  Booking,
  PayInInvokeResponse,
  PayInResult,
  PlayerMessage,
} from '../../../src/lib/api/types';
import { balance, call, control, token, useFake } from '../../testing/fake';

useFake();

const invoke = (auth: string, iqd: number, paymentMethod = 'QI_CARD') =>
  call<PayInInvokeResponse>('/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: iqd * 100, useToken: false, paymentMethod },
  });
const bookings = async (auth: string) =>
  (await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 50 } }))
    .body;
const depositOf = async (auth: string, paymentId: string) =>
  (await bookings(auth)).filter((b) => b.transactionId === paymentId);
const settle = (paymentId: string, outcome: string) =>
  control(`/payments/${paymentId}`, { method: 'POST', body: { outcome } });

// Decision 0178: a deposit is in the history from its start, and follows the provider's outcome.
describe('deposits in the history', () => {
  it('lists a timed-out card deposit as pending, credits nothing, and tells no notification', async () => {
    const auth = await token();
    await control('/scenario', { method: 'PUT', body: { depositOutcome: 'timeout' } });
    const { paymentId } = (await invoke(auth, 5000)).body;
    const result = await call<PayInResult>('/payment/pay-in/result', {
      method: 'POST',
      token: auth,
      body: { paymentId },
    });
    expect(result.body.status).toBe('PENDING');
    expect(await depositOf(auth, paymentId)).toEqual([
      expect.objectContaining({
        bookingType: 'PAYIN',
        amount: 5000,
        state: 'PENDING',
        saldo: 50_000,
      }),
    ]);
    expect((await bookings(auth))[0]?.transactionId).toBe(paymentId);
    expect((await balance(auth)).balance).toBe(50_000);
    const messages = await call<PlayerMessage[]>('/users/messages', {
      token: auth,
      query: { from: 0, quantity: 50 },
    });
    expect(messages.body.map((m) => m.transactionId)).not.toContain(paymentId);
  });

  it('credits the same booking once when the provider settles it later', async () => {
    const auth = await token();
    const { paymentId } = (await invoke(auth, 5000)).body;
    await control('/clock', { method: 'POST', body: { advanceMs: 60_000 } });
    await settle(paymentId, 'success');
    await settle(paymentId, 'success');
    const [credited, ...more] = await depositOf(auth, paymentId);
    expect(more).toEqual([]);
    expect(credited).toMatchObject({ amount: 5000, state: 'SUCCESSFUL', saldo: 55_000 });
    expect((await bookings(auth))[0]?.transactionId).toBe(paymentId);
    expect((await balance(auth)).balancePayable).toBe(55_000);
  });

  it('keeps a refused deposit listed as failed, with nothing moved', async () => {
    const auth = await token();
    const { paymentId } = (await invoke(auth, 3000)).body;
    await settle(paymentId, 'failure');
    expect(await depositOf(auth, paymentId)).toEqual([
      expect.objectContaining({ amount: 3000, state: 'FAILED', saldo: 50_000 }),
    ]);
    expect((await balance(auth)).balance).toBe(50_000);
  });

  it('credits a wallet deposit on its check', async () => {
    const auth = await token();
    const wallet = (await invoke(auth, 5000, 'FIB')).body;
    expect((await depositOf(auth, wallet.paymentId))[0]?.state).toBe('PENDING');
    await call(`/payment/pay-in/check/${wallet.paymentId}`, { token: auth });
    expect((await depositOf(auth, wallet.paymentId))[0]?.state).toBe('SUCCESSFUL');
    expect((await balance(auth)).balance).toBe(55_000);
  });
});
