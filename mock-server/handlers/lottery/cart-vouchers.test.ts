import { describe, expect, it } from 'vitest';
import type { Cart, Voucher } from '../../../src/lib/api/types';
import { call, ticket, token, useFake } from '../../testing/fake';

useFake();

describe('vouchers', () => {
  it('lists the player vouchers and redeems a seeded code once', async () => {
    const auth = await token();
    const before = (await call<Voucher[]>('/users/vouchers', { token: auth })).body;
    expect(before.map((v) => v.voucherCode)).toEqual(['AHMED-GIFT-3000']);
    const redeemed = await call<Voucher>('/users/vouchers', {
      method: 'PUT',
      token: auth,
      query: { voucherCode: 'WELCOME5000' },
    });
    expect(redeemed.body).toMatchObject({
      amount: 5000,
      applicableTicketTypes: ['6of29'],
      state: 'ACTIVE',
    });
    const twice = await call('/users/vouchers', {
      method: 'PUT',
      token: auth,
      query: { voucherCode: 'WELCOME5000' },
    });
    expect(twice).toMatchObject({ status: 400, body: { status: 'INVALID_VOUCHER' } });
  });

  it('refuses expired and unknown codes (400 INVALID_VOUCHER)', async () => {
    const auth = await token();
    for (const voucherCode of ['EXPIRED1000', 'NOPE']) {
      const result = await call('/users/vouchers', {
        method: 'PUT',
        token: auth,
        query: { voucherCode },
      });
      expect(result).toMatchObject({ status: 400, body: { status: 'INVALID_VOUCHER' } });
    }
  });

  it('credits a credit code as non-payable money', async () => {
    const auth = await token('07701234570');
    await call('/users/vouchers', {
      method: 'PUT',
      token: auth,
      query: { voucherCode: 'BONUS3000' },
    });
    expect((await call('/users/account-balance', { token: auth })).body).toEqual({
      balance: 3000,
      balancePayable: 0,
      balanceNonPayable: 3000,
    });
  });

  it('adds a voucher as a negative position worth what it covers; the price never drops below 0', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(2) });
    const cart = await call<Cart>('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'AHMED-GIFT-3000', acceptUnused: true },
    });
    expect(cart.body).toMatchObject({ originalCartPrice: 2000, cartPrice: 0 });
    // A 3,000 voucher on a 2,000 cart covers 2,000: its position says so (behaviour 220).
    expect(cart.body.positions.find((p) => p.voucherDto)?.price).toBe(-2000);
    expect(cart.body.positions.find((p) => p.voucherDto)?.voucherDto?.amount).toBe(3000);
    expect((await call<Voucher[]>('/orders/cart/voucher', { token: auth })).body).toEqual([]);
  });

  it('refuses a voucher for a cart that is already free, and redeems nothing on the way', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1) });
    const first = await call<Cart>('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'LUCKY2000', acceptUnused: true },
    });
    expect(first.body).toMatchObject({ originalCartPrice: 1000, cartPrice: 0 });
    const second = await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'WELCOME5000' },
    });
    expect(second).toMatchObject({ status: 400, body: { status: 'VOUCHER_NOT_NEEDED' } });
    const mine = (await call<Voucher[]>('/users/vouchers', { token: auth })).body;
    expect(mine.map((v) => v.voucherCode)).not.toContain('WELCOME5000');
  });

  it('refuses a voucher that applies to no ticket type in the cart', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1) });
    const result = await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'TWODIGIT1000' },
    });
    expect(result).toMatchObject({ status: 400, body: { status: 'VOUCHER_WRONG_GAME' } });
  });

  it('refuses to grow a cart past 100 positions with 409 CART_FULL, adding nothing', async () => {
    const auth = await token();
    const add = (count: number) =>
      call<Cart & { status?: string }>('/orders/cart/tickets', {
        method: 'POST',
        token: auth,
        body: Array.from({ length: count }, () => ticket()),
      });
    expect((await add(99)).status).toBe(200);
    expect(await add(2)).toMatchObject({
      status: 409,
      body: { status: 'CART_FULL', details: { max: 100, held: 99 } },
    });
    expect((await call<Cart>('/orders/cart', { token: auth })).body.positions).toHaveLength(99);
    expect((await add(1)).status).toBe(200);
    const voucher = await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'AHMED-GIFT-3000' },
    });
    expect(voucher).toMatchObject({ status: 409, body: { status: 'CART_FULL' } });
  });
});
