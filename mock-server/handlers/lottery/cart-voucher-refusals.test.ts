import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../src/lib/api/types';
import { call, ticket, token, useFake } from '../../testing/fake';

useFake();

const putCode = (auth: string, voucherCode: string) =>
  call('/orders/cart/voucher', { method: 'PUT', token: auth, body: { voucherCode } });

/** A player with one 6 of 29 ticket (1,000 IQD) in the cart. */
async function playerWithTicket() {
  const auth = await token();
  await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1) });
  return auth;
}

describe('a refused cart voucher says why', () => {
  it.each([
    ['EXPIRED1000', 'VOUCHER_EXPIRED'],
    ['TWODIGIT1000', 'VOUCHER_WRONG_GAME'],
    ['BONUS3000', 'VOUCHER_PAY_IN_ONLY'],
    ['NOSUCHCODE', 'INVALID_VOUCHER'],
  ])('%s is refused with 400 %s', async (code, status) => {
    const result = await putCode(await playerWithTicket(), code);
    expect(result).toMatchObject({ status: 400, body: { status } });
  });

  it('keeps the spec message for an unknown code', async () => {
    const result = await putCode(await playerWithTicket(), 'NOSUCHCODE');
    expect(result.body).toMatchObject({ message: 'Invalid promo code. Please try again.' });
  });

  it('refuses a code already in the cart with VOUCHER_ALREADY_IN_CART', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(6) });
    expect((await putCode(auth, 'LUCKY2000')).status).toBe(200);
    const again = await putCode(auth, 'LUCKY2000');
    expect(again).toMatchObject({ status: 400, body: { status: 'VOUCHER_ALREADY_IN_CART' } });
  });

  it('redeems nothing for a refused code: a pay-in code credits no one from the cart', async () => {
    const auth = await playerWithTicket();
    await putCode(auth, 'BONUS3000');
    await putCode(auth, 'TWODIGIT1000');
    const mine = (await call<Voucher[]>('/users/vouchers', { token: auth })).body;
    expect(mine.map((v) => v.voucherCode)).toEqual(['AHMED-GIFT-3000']);
  });
});
