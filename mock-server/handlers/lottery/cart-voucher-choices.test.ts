import { describe, expect, it } from 'vitest';
import type { Cart, Voucher } from '../../../src/lib/api/types';
import { call, ticket, token, useFake } from '../../testing/fake';

useFake();

const putCode = (auth: string, body: { voucherCode: string; acceptUnused?: boolean }) =>
  call<Cart>('/orders/cart/voucher', { method: 'PUT', token: auth, body });
const redeem = (auth: string, voucherCode: string) =>
  call('/users/vouchers', { method: 'PUT', token: auth, query: { voucherCode } });
const mine = async (auth: string) =>
  (await call<Voucher[]>('/users/vouchers', { token: auth })).body;

/** Decision 0254: the reasons a code is refused that used to read "invalid", and the choice. */
describe('a voucher that is not yours, used, or worth more than the cart', () => {
  it('another player typing Ahmed’s personal code is told it is not theirs, in cart and redeem', async () => {
    const other = await token('07701234568');
    await call('/orders/cart/ticket', { method: 'POST', token: other, body: ticket(6) });
    const cart = await putCode(other, { voucherCode: 'AHMED-GIFT-3000' });
    expect(cart).toMatchObject({ status: 400, body: { status: 'VOUCHER_NOT_YOURS' } });
    const redeemed = await redeem(other, 'ahmed-gift-3000');
    expect(redeemed).toMatchObject({ status: 400, body: { status: 'VOUCHER_NOT_YOURS' } });
  });

  it('a used voucher says it was used, in cart and redeem', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(6) });
    expect((await putCode(auth, { voucherCode: 'AHMED-GIFT-3000' })).status).toBe(200);
    await call('/orders/cart/purchase', {
      method: 'POST',
      token: auth,
      query: { paymentMethod: 'NONE' },
    });
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(6) });
    const again = await putCode(auth, { voucherCode: 'AHMED-GIFT-3000' });
    expect(again).toMatchObject({ status: 400, body: { status: 'VOUCHER_ALREADY_USED' } });
    const redeemed = await redeem(auth, 'AHMED-GIFT-3000');
    expect(redeemed).toMatchObject({ status: 400, body: { status: 'VOUCHER_ALREADY_USED' } });
  });

  it('a voucher worth more than the cart is refused with what would be lost, changing nothing', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1) });
    const refused = await putCode(auth, { voucherCode: 'WELCOME5000' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        status: 'VOUCHER_WORTH_MORE',
        details: { voucherAmount: 5000, applied: 1000, unused: 4000 },
      },
    });
    // Kept for later: the promo code was not redeemed on the way, so My Vouchers can still take it.
    expect((await mine(auth)).map((v) => v.voucherCode)).not.toContain('WELCOME5000');
  });

  it('applies it when the player accepts losing the rest', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1) });
    const cart = await putCode(auth, { voucherCode: 'WELCOME5000', acceptUnused: true });
    expect(cart).toMatchObject({ status: 200, body: { originalCartPrice: 1000, cartPrice: 0 } });
  });

  it('a voucher that fits the cart needs no choice', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(6) });
    const cart = await putCode(auth, { voucherCode: 'WELCOME5000' });
    expect(cart).toMatchObject({ status: 200, body: { originalCartPrice: 6000, cartPrice: 1000 } });
  });
});
