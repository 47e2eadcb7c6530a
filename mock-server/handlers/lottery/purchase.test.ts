import { describe, expect, it } from 'vitest';
import type { Booking, Cart, Ticket, Voucher } from '../../../src/lib/api/types';
import { balance, call, control, ticket, token, useFake } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();

describe('purchase', () => {
  it('debits ORDER_PAYMENT once, creates the tickets and empties the cart', async () => {
    const auth = await token();
    await fill(auth);
    const result = await purchase(auth);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ amountCharged: 5000, refundedAmount: 0, soldOutTips: [] });
    expect(result.body.ticketIds).toHaveLength(2);
    expect(await balance(auth)).toMatchObject({ balance: 45000 });
    const bookings = (
      await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 1 } })
    ).body;
    expect(bookings[0]).toMatchObject({
      bookingType: 'ORDER_PAYMENT',
      amount: -5000,
      saldo: 45000,
    });
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
    const open = await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      query: { from: 0, quantity: 10, orderBy: '-created' },
      body: [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
    });
    expect(open.body.filter((t) => result.body.ticketIds.includes(t.ticketId))).toHaveLength(2);
  });

  it('buys the rest and refunds the first grid on a partial sell-out', async () => {
    const auth = await token();
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { soldOut: 'partial' } });
    const result = await purchase(auth);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ amountCharged: 5000, refundedAmount: 2000 });
    expect(result.body.soldOutTips).toHaveLength(1);
    expect(await balance(auth)).toMatchObject({ balance: 47000 });
    const types = (
      await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 2 } })
    ).body.map((b) => b.bookingType);
    expect(types.sort()).toEqual(['ORDER_PAYMENT', 'REFUND_ORDER_PAYMENT']);
  });

  it('refunds sold-out grids to the pots the charge came from: bonus money stays bonus', async () => {
    const auth = await token();
    const redeemed = await call('/users/vouchers', {
      method: 'PUT',
      token: auth,
      query: { voucherCode: 'BONUS3000' },
    });
    expect(redeemed.status).toBe(200);
    expect(await balance(auth)).toMatchObject({ balancePayable: 50000, balanceNonPayable: 3000 });
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { soldOut: 'partial' } });
    const result = await purchase(auth);
    expect(result.body).toMatchObject({ amountCharged: 5000, refundedAmount: 2000 });
    // The charge took the 3,000 of bonus money first and 2,000 withdrawable; the refund of
    // 2,000 goes back to the bonus pot, so nothing withdrawable was made from bonus money.
    expect(await balance(auth)).toMatchObject({
      balance: 50000,
      balancePayable: 48000,
      balanceNonPayable: 2000,
    });
  });

  it('uses vouchers: cartPrice = max(0, tickets - vouchers), and marks them used', async () => {
    const auth = await token();
    await fill(auth, [ticket(2)]);
    await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'AHMED-GIFT-3000', acceptUnused: true },
    });
    const result = await purchase(auth);
    expect(result.body.amountCharged).toBe(0);
    expect(await balance(auth)).toMatchObject({ balance: 50000 });
    const vouchers = (await call<{ state: string }[]>('/users/vouchers', { token: auth })).body;
    expect(vouchers[0]?.state).toBe('USED');
  });

  it('consumes only the vouchers the price needs: the rest stay ACTIVE', async () => {
    const auth = await token();
    await fill(auth, [ticket(2), ticket(1)]);
    for (const voucherCode of ['LUCKY2000', 'AHMED-GIFT-3000']) {
      const body = { voucherCode, acceptUnused: true };
      await call('/orders/cart/voucher', { method: 'PUT', token: auth, body });
    }
    // Removing a ticket after the vouchers were added leaves the second voucher with nothing to do.
    const full = (await call<Cart>('/orders/cart', { token: auth })).body;
    const last = full.positions.filter((p) => p.ticketDeliverIQDto).at(-1)?.position_id;
    await call(`/orders/${full.orderId}/positions/${last}`, { method: 'DELETE', token: auth });
    const cart = (await call<Cart>('/orders/cart', { token: auth })).body;
    expect(cart.positions.filter((p) => p.voucherDto).map((p) => p.price)).toEqual([-2000, 0]);
    expect((await purchase(auth)).body.amountCharged).toBe(0);
    const vouchers = (await call<Voucher[]>('/users/vouchers', { token: auth })).body;
    const state = (code: string) => vouchers.find((v) => v.voucherCode === code)?.state;
    expect(state('LUCKY2000')).toBe('USED');
    expect(state('AHMED-GIFT-3000')).toBe('ACTIVE');
  });
});
