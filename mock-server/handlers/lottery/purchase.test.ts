import { describe, expect, it } from 'vitest';
import type { Booking, Cart, Ticket, Voucher } from '../../../src/lib/api/types';
import { db } from '../../control/world';
import {
  AHMED,
  balance,
  call,
  control,
  PASSWORD,
  ticket,
  token,
  useFake,
} from '../../testing/fake';
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

  it('uses vouchers: cartPrice = max(0, tickets - vouchers), and marks them used', async () => {
    const auth = await token();
    await fill(auth, [ticket(2)]);
    await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'AHMED-GIFT-3000' },
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
      await call('/orders/cart/voucher', { method: 'PUT', token: auth, body: { voucherCode } });
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

  it('never overdraws when 20 add-and-buy flows of one player interleave', async () => {
    await control('/players', {
      method: 'POST',
      body: {
        phone: '07705550000',
        password: PASSWORD,
        state: 'verified',
        balance: 7000,
        withdrawable: 4000,
      },
    });
    const auth = await token('07705550000');
    const flows = await Promise.all(
      Array.from({ length: 20 }, async () => {
        await fill(auth, [ticket(1)]);
        return purchase(auth);
      }),
    );
    const bought = flows.filter((r) => r.status === 200).map((r) => r.body);
    const charged = bought.reduce((sum, r) => sum + r.amountCharged, 0);
    const after = await balance(auth);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balancePayable).toBeGreaterThanOrEqual(0);
    expect(charged).toBe(7000 - after.balance);
    const player = db.player.findFirst({
      where: { username: { equals: '07705550000' } },
      strict: true,
    });
    const tickets = db.ticket.findMany({ where: { playerId: { equals: player.id } } });
    expect(tickets.reduce((sum, t) => sum + t.cost, 0)).toBe(charged);
    expect(flows.every((r) => [200, 400, 402].includes(r.status))).toBe(true);
  });
});

describe('concurrency', () => {
  it('20 parallel purchases from 20 players each debit once; a too-small balance is refused', async () => {
    const phones = Array.from({ length: 20 }, (_, i) => `0770600${String(i).padStart(4, '0')}`);
    const tokens: string[] = [];
    for (const [i, phone] of phones.entries()) {
      await control('/players', {
        method: 'POST',
        body: { phone, password: PASSWORD, balance: i < 10 ? 3000 : 2000 },
      });
      const auth = await token(phone);
      await fill(auth, [ticket(3)]);
      tokens.push(auth);
    }
    const statuses = (await Promise.all(tokens.map((auth) => purchase(auth)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(10);
    for (const auth of tokens) expect((await balance(auth)).balance).toBeGreaterThanOrEqual(0);
  });

  it('the same cart bought 20 times at once is charged once', async () => {
    const auth = await token(AHMED);
    await fill(auth, [ticket(1)]);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => purchase(auth)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(await balance(auth)).toMatchObject({ balance: 49000 });
  });
});
