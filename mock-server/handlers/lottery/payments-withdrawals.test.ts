import { describe, expect, it } from 'vitest';
import type { Booking, PlayerMessage, WithdrawResponse } from '../../../src/lib/api/types';
import { balance, call, control, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

describe('withdrawals and notifications', () => {
  const withdraw = (auth: string, amount: number) =>
    call<WithdrawResponse>('/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: { amount, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
    });

  it('pays out between 1500 and the withdrawable funds', async () => {
    const auth = await token();
    expect(await withdraw(auth, 1000)).toMatchObject({
      status: 400,
      body: { status: 'INVALID_AMOUNT' },
    });
    expect(await withdraw(auth, 50_001)).toMatchObject({
      status: 400,
      body: { details: { max: 50_000 } },
    });
    const ok = await withdraw(auth, 20_000);
    expect(ok.body).toMatchObject({
      booking: { bookingType: 'PAYOUT_FIB', amount: -20_000 },
      balance: { balance: 30_000 },
    });
  });

  it('records pending and failed payouts as bookings with their state', async () => {
    const auth = await token();
    await control('/scenario', { method: 'PUT', body: { payoutOutcome: 'pending' } });
    const pending = await withdraw(auth, 5000);
    expect(pending.body.booking).toMatchObject({ amount: -5000, state: 'PENDING' });
    expect((await balance(auth)).balance).toBe(45_000);
    await control('/scenario', { method: 'PUT', body: { payoutOutcome: 'failure' } });
    const failed = await withdraw(auth, 7000);
    expect(failed).toMatchObject({
      status: 402,
      body: { status: 'PAYOUT_FAILED', details: { transactionId: expect.stringMatching(/^PO-/) } },
    });
    // A failed payout moves no money but is listed, so the player sees what happened.
    expect((await balance(auth)).balance).toBe(45_000);
    const history = (
      await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 2 } })
    ).body;
    expect(history.map((b) => [b.amount, b.state])).toEqual([
      [-7000, 'FAILED'],
      [-5000, 'PENDING'],
    ]);
    expect(
      await control('/scenario', { method: 'PUT', body: { payoutOutcome: 'x' } }),
    ).toMatchObject({ status: 400 });
  });

  it('never lets parallel withdrawals overdraw, and never pays out voucher money', async () => {
    await control('/players', {
      method: 'POST',
      body: { phone: '07705551111', password: PASSWORD, balance: 10_000, withdrawable: 6_000 },
    });
    const auth = await token('07705551111');
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => withdraw(auth, 2000)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(await balance(auth)).toEqual({
      balance: 4000,
      balancePayable: 0,
      balanceNonPayable: 4000,
    });
  });

  it('derives notifications from bookings, newest first, paged', async () => {
    const auth = await token();
    const all = (
      await call<PlayerMessage[]>('/users/messages', {
        token: auth,
        query: { from: 0, quantity: 50 },
      })
    ).body;
    expect(all.map((m) => m.bookingType)).toContain('WIN_PAYIN');
    expect((all[0]?.created ?? '') >= (all[1]?.created ?? '')).toBe(true);
    const page = (
      await call<PlayerMessage[]>('/users/messages', {
        token: auth,
        query: { from: 1, quantity: 2 },
      })
    ).body;
    expect(page.map((m) => m.messageId)).toEqual(all.slice(1, 3).map((m) => m.messageId));
  });

  it('lists the saved payment accounts', async () => {
    const accounts = (
      await call<{ method: string }[]>('/users/payment-accounts', { token: await token() })
    ).body;
    expect(accounts).toEqual([
      expect.objectContaining({ method: 'FIB', fullName: 'Ahmed Hassan' }),
    ]);
  });
});
