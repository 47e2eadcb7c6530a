import { describe, expect, it } from 'vitest';
import type { Booking, Cart, Ticket } from '../../../src/lib/api/types';
import type { JournalEntry } from '../../pipeline/journal';
import { now } from '../../clock';
import { defaultWorld } from '../../world/current';
import { balance, call, control, ticket, token, useFake } from '../../testing/fake';
import { buyOneTicket as buy } from '../../handlers/lottery/purchase-test-setup';

useFake();

const orderEntries = async () =>
  (await control<{ entries: JournalEntry[] }>('/journal')).body.entries.filter(
    (e) => e.kind === 'order',
  );

const drawnList = async (auth: string) =>
  (
    await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      body: [
        {
          filterKey: 'ticketState',
          filterValue: '',
          filterValues: ['LOST', 'WON_FINALIZED', 'CANCELLED'],
        },
      ],
    })
  ).body;

describe('void records (decision 0280)', () => {
  it('a voided order stays: its tickets are CANCELLED in the history at once, the balance paid comes back, the journal says so', async () => {
    const auth = await token();
    const before = (await balance(auth)).balance;
    const order = await buy(auth);
    const voided = await control('/orders/' + String(order.orderId) + '/void', {
      method: 'POST',
      body: { reason: 'DRAW_CANCELLED' },
    });
    expect(voided).toMatchObject({
      status: 200,
      body: { orderId: order.orderId, state: 'CANCELLED', refunded: order.amountCharged },
    });
    expect((await balance(auth)).balance).toBe(before);
    const history = await drawnList(auth);
    const ids = order.ticketIds;
    expect(history.filter((t) => ids.includes(t.ticketId)).map((t) => t.ticketState)).toEqual(
      ids.map(() => 'CANCELLED'),
    );
    const bookings = (
      await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 5 } })
    ).body;
    expect(bookings[0]).toMatchObject({ bookingType: 'REVERSAL', amount: order.amountCharged });
    expect(await orderEntries()).toContainEqual(
      expect.objectContaining({
        event: 'voided',
        player: '+9647701234567',
        detail: expect.objectContaining({ orderId: order.orderId, reason: 'DRAW_CANCELLED' }),
      }),
    );
    // Voided once: a second void finds no purchased order and moves no money.
    const again = await control(`/orders/${String(order.orderId)}/void`, {
      method: 'POST',
      body: {},
    });
    expect(again.status).toBe(404);
    expect((await balance(auth)).balance).toBe(before);
  });

  it('refuses to void an order once one of its draws was drawn', async () => {
    const auth = await token();
    const order = await buy(auth);
    await control('/draws/next', { method: 'POST', body: {} });
    const refused = await control(`/orders/${String(order.orderId)}/void`, {
      method: 'POST',
      body: {},
    });
    expect(refused).toMatchObject({ status: 409, body: { status: 'ORDER_DRAWN' } });
  });

  it('a dropped cart is kept as CANCELLED with its positions and journaled, never deleted', async () => {
    const auth = await token();
    const cart = await call<Cart>('/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: ticket(1),
    });
    const orderId = cart.body.orderId;
    expect(
      (await call(`/orders/${String(orderId)}`, { method: 'DELETE', token: auth })).status,
    ).toBe(204);
    const row = defaultWorld().db.order.findFirst({ where: { orderId: { equals: orderId } } });
    expect(row?.state).toBe('CANCELLED');
    expect(
      defaultWorld().db.position.findMany({ where: { orderId: { equals: orderId } } }),
    ).toHaveLength(1);
    expect(await orderEntries()).toContainEqual(
      expect.objectContaining({
        event: 'cancelled',
        detail: { orderId, by: 'PLAYER', positions: 1 },
      }),
    );
  });

  it('a purchase refused at the sales cutoff changes nothing and leaves a record', async () => {
    const auth = await token();
    const before = (await balance(auth)).balance;
    const t = ticket(1);
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: t });
    const draw = defaultWorld().db.draw.findFirst({
      where: { drawId: { equals: t.drawIds[0] ?? 0 } },
    });
    if (!draw) throw new Error('no draw');
    // On the fake's clock: exactly the stop-sell moment closes sales.
    await control('/clock', {
      method: 'POST',
      body: { advanceMs: draw.stopSellTime - now(defaultWorld()) },
    });
    const refused = await call('/orders/cart/purchase', {
      method: 'POST',
      token: await token(),
      query: { paymentMethod: 'NONE' },
    });
    expect(refused).toMatchObject({ status: 400, body: { status: 'STOP_SELL_PASSED' } });
    expect((await balance(await token())).balance).toBe(before);
    expect(await orderEntries()).toContainEqual(
      expect.objectContaining({
        event: 'refused',
        detail: expect.objectContaining({ refusal: 'STOP_SELL_PASSED' }),
      }),
    );
  });
});
