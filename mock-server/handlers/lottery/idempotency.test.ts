import { describe, expect, it } from 'vitest';
import type {
  Cart,
  PayInInvokeResponse,
  UserBalance,
  WithdrawResponse,
} from '../../../src/lib/api/types';
import { DAY } from '../../domain/dates';
import { call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const payout = {
  amount: 2000,
  method: 'FIB',
  fullName: 'Ahmed Hassan',
  walletNumber: '07701234567',
};
const withdraw = (auth: string, key: string, body: object = payout) =>
  call<WithdrawResponse>('/users/wallet/withdraw', {
    method: 'POST',
    token: auth,
    headers: { 'Idempotency-Key': key },
    body,
  });
const balance = async (auth: string) =>
  (await call<UserBalance>('/users/account-balance', { token: auth })).body.balance;

describe('Idempotency-Key on money calls', () => {
  it('pays a withdrawal submitted twice in the same task once, with the same answer', async () => {
    const auth = await token();
    const [first, second] = await Promise.all([withdraw(auth, 'k-1'), withdraw(auth, 'k-1')]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await balance(auth)).toBe(48_000);
  });

  it('adds a ticket submitted twice once', async () => {
    const auth = await token();
    const add = () =>
      call<Cart>('/orders/cart/ticket', {
        method: 'POST',
        token: auth,
        headers: { 'Idempotency-Key': 'add-1' },
        body: ticket(),
      });
    const [a, b] = await Promise.all([add(), add()]);
    expect(b.body).toEqual(a.body);
    const cart = await call<Cart>('/orders/cart', { token: auth });
    expect(cart.body.positions).toHaveLength(1);
  });

  it('starts one deposit per key and refuses another body under the same key with 422', async () => {
    const auth = await token();
    const invoke = (amountInCent: number) =>
      call<PayInInvokeResponse>('/payment/pay-in/invoke', {
        method: 'PUT',
        token: auth,
        headers: { 'Idempotency-Key': 'dep-1' },
        body: { amountInCent, useToken: false, paymentMethod: 'QI_CARD' },
      });
    const first = await invoke(500_000);
    expect((await invoke(500_000)).body.paymentId).toBe(first.body.paymentId);
    expect(await invoke(600_000)).toMatchObject({
      status: 422,
      body: { status: 'IDEMPOTENCY_KEY_REUSED' },
    });
  });

  it('keeps keys apart per player and forgets them after 24 hours', async () => {
    const auth = await token();
    await withdraw(auth, 'k-2');
    await control('/clock', { method: 'POST', body: { advanceMs: DAY } });
    const again = await token();
    expect((await withdraw(again, 'k-2')).status).toBe(200);
    expect(await balance(again)).toBe(46_000);
  });

  it('runs every call without the header, as before', async () => {
    const auth = await token();
    const plain = () =>
      call('/users/wallet/withdraw', { method: 'POST', token: auth, body: payout });
    await plain();
    await plain();
    expect(await balance(auth)).toBe(46_000);
  });
});
