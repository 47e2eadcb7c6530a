import { describe, expect, it } from 'vitest';
import type {
  SelfExclusion,
  SelfExclusionOptions,
} from '../../../src/lib/api/types/responsible-play';
import { control, call, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

const exclude = (auth: string) =>
  call<SelfExclusion>('/users/self-exclusion', {
    method: 'POST',
    token: auth,
    query: { password: PASSWORD },
    body: { length: 'SIX_MONTHS' },
  });
const options = async (auth: string) =>
  (await call<SelfExclusionOptions>('/users/self-exclusion', { token: auth })).body;
const withdraw = (auth: string, amount: number) =>
  call('/users/wallet/withdraw', {
    method: 'POST',
    token: auth,
    body: { amount, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
  });

// Decision 0255: the money left after a self-exclusion has a way out the backend decides.
describe('self-exclusion and the money left', () => {
  it('with no saved payout account: tells the withdrawable amount first, pays nothing out', async () => {
    const phone = '07705550001';
    await control('/players', {
      method: 'POST',
      body: { phone, password: PASSWORD, state: 'verified', balance: 8000, withdrawable: 8000 },
    });
    const auth = await token(phone);
    expect((await options(auth)).moneyLeft).toEqual({ withdrawable: 8000, payoutTo: null });
    expect((await exclude(auth)).body.payout).toBeNull();
  });

  it('with a saved payout account: pays the withdrawable money out to it after the exclusion', async () => {
    const auth = await token();
    expect((await withdraw(auth, 2000)).status).toBe(200);
    const before = await options(auth);
    expect(before.moneyLeft).toEqual({
      withdrawable: 48_000,
      payoutTo: { method: 'FIB', walletNumber: '07701234567' },
    });
    const excluded = await exclude(auth);
    expect(excluded.body.payout).toMatchObject({
      amount: 48_000,
      method: 'FIB',
      walletNumber: '07701234567',
      transactionId: expect.stringMatching(/^PO-/),
    });
  });
});
