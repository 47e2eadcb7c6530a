import { defaultWorld } from '../../world/current';
import { describe, expect, it } from 'vitest';
import type { Cart, Voucher } from '../../../src/lib/api/types';
import { openDraws } from '../../control/world';
import { call, control, ticket, token, useFake } from '../../testing/fake';

const world = defaultWorld();

useFake();

describe('cart', () => {
  it('answers 404 when there is no cart', async () => {
    expect((await call('/orders/cart', { token: await token() })).status).toBe(404);
  });

  it('adds tickets priced grids x draws x 1000 IQD', async () => {
    const auth = await token();
    const added = await call<Cart>('/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: ticket(2, 2),
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ originalCartPrice: 4000, cartPrice: 4000 });
    const more = await call<Cart>('/orders/cart/tickets', {
      method: 'POST',
      token: auth,
      body: [ticket(1), ticket(3)],
    });
    expect(more.body.positions).toHaveLength(3);
    expect(more.body.cartPrice).toBe(8000);
    expect(more.body.positions[0]?.ticketDeliverIQDto?.draws).toHaveLength(2);
    expect((await call<Cart>('/orders/cart', { token: auth })).body.orderId).toBe(
      added.body.orderId,
    );
  });

  it('refuses invalid tickets with 400 INVALID_TICKET and adds none of a bad batch', async () => {
    const auth = await token();
    const bad = [
      { ...ticket(), tips: [[1, 2, 3, 4, 5, 5]] },
      { ...ticket(), tips: [[1, 2, 3, 4, 5, 30]] },
      { ...ticket(), tips: [[1, 2, 3, 4, 5]] },
      { ...ticket(), drawIds: [] },
      { ...ticket(), drawIds: [99999] },
      { ...ticket(), ticketTypeName: '2digit' },
    ];
    for (const body of bad) {
      const result = await call('/orders/cart/ticket', { method: 'POST', token: auth, body });
      expect(result).toMatchObject({ status: 400, body: { status: 'INVALID_TICKET' } });
    }
    await call('/orders/cart/tickets', { method: 'POST', token: auth, body: [ticket(), bad[0]] });
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
  });

  it('refuses a draw whose sale has stopped (30 minutes before the draw)', async () => {
    const [next] = openDraws(world);
    const untilStop = (next?.stopSellTime ?? 0) - Date.parse('2026-11-20T09:00:00Z');
    await control('/clock', { method: 'POST', body: { advanceMs: untilStop } });
    const auth = await token();
    const result = await call('/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: { ticketTypeName: '6of29', drawIds: [next?.drawId], tips: [[1, 2, 3, 4, 5, 6]] },
    });
    expect(result.status).toBe(400);
  });

  it('deletes a position, then the whole cart', async () => {
    const auth = await token();
    const cart = (
      await call<Cart>('/orders/cart/tickets', {
        method: 'POST',
        token: auth,
        body: [ticket(1), ticket(2)],
      })
    ).body;
    const first = cart.positions[0]?.position_id;
    const after = await call<Cart>(`/orders/${cart.orderId}/positions/${first}`, {
      method: 'DELETE',
      token: auth,
    });
    expect(after.body).toMatchObject({ cartPrice: 2000 });
    expect(after.body.positions).toHaveLength(1);
    expect((await call(`/orders/${cart.orderId}`, { method: 'DELETE', token: auth })).status).toBe(
      204,
    );
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
  });

  it('recalculate drops draws whose sale has stopped', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1, 2) });
    const [next] = openDraws(world);
    await control('/clock', {
      method: 'POST',
      body: { advanceMs: (next?.stopSellTime ?? 0) - Date.parse('2026-11-20T09:00:00Z') },
    });
    const recalculated = await call<Cart>('/orders/cart/recalculate', {
      method: 'POST',
      token: await token(),
    });
    expect(recalculated.body.cartPrice).toBe(1000);
    expect(recalculated.body.positions[0]?.ticketDeliverIQDto?.drawIds).toHaveLength(1);
  });
});

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
      body: { voucherCode: 'AHMED-GIFT-3000' },
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
      body: { voucherCode: 'LUCKY2000' },
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
