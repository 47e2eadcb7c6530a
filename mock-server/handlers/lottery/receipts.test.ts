import { describe, expect, it } from 'vitest';
import type { OrderReceipt, Ticket } from '../../../src/lib/api/types';
import { orderReceipt as orderReceiptSchema } from '../../../src/lib/api/contract/receipts';
import { call, control, ticket, token, useFake } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();

const receipt = (auth: string, receiptNumber: string) =>
  call<OrderReceipt>(`/orders/receipts/${encodeURIComponent(receiptNumber)}`, { token: auth });

// Extension (decision 0178): what a purchase cost, which vouchers it used, what the balance paid.
describe('GET /orders/receipts/{receiptNumber}', () => {
  it('answers cost, each voucher, the amount paid and the ticket numbers of a voucher purchase', async () => {
    const auth = await token();
    await fill(auth, [ticket(3)]);
    await call('/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'LUCKY2000' },
    });
    const bought = (await purchase(auth)).body;
    const answer = await receipt(auth, bought.receiptNumber);
    expect(answer.status).toBe(200);
    expect(orderReceiptSchema.safeParse(answer.body).success).toBe(true);
    const [ticketId] = bought.ticketIds;
    expect(answer.body).toMatchObject({
      receiptNumber: bought.receiptNumber,
      orderId: bought.orderId,
      cost: 3000,
      vouchers: [{ voucherCode: 'LUCKY2000', discount: 2000 }],
      paidFromBalance: 1000,
      refunded: 0,
      paymentMethod: 'NONE',
      tickets: [{ ticketId, ticketnumber: `629-${String(ticketId).padStart(8, '0')}` }],
    });
    // The same number as the ticket list answers.
    const open = await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      query: { from: 0, quantity: 10, orderBy: '-created' },
      body: [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
    });
    const listed = open.body.find((t) => t.ticketId === ticketId);
    expect(answer.body.tickets[0]?.ticketnumber).toBe(listed?.ticketnumber);
  });

  it('answers the sold-out refund and both tickets of a two-ticket purchase', async () => {
    const auth = await token();
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { soldOut: 'partial' } });
    const bought = (await purchase(auth)).body;
    const { body } = await receipt(auth, bought.receiptNumber);
    expect(body).toMatchObject({ cost: 5000, vouchers: [], paidFromBalance: 5000, refunded: 2000 });
    expect(body.tickets.map((t) => t.ticketId)).toEqual(bought.ticketIds);
  });

  it('answers a seeded purchase from the history, paid in full', async () => {
    const auth = await token();
    const [seeded] = (
      await call<Ticket[]>('/games/tickets/list', {
        method: 'POST',
        token: auth,
        query: { from: 0, quantity: 1, orderBy: '-created' },
        body: [{ filterKey: 'ticketState', filterValue: '', filterValues: [] }],
      })
    ).body;
    const { status, body } = await receipt(auth, seeded?.receiptNumber ?? '');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cost: seeded?.ticketCost,
      paidFromBalance: seeded?.ticketCost,
      vouchers: [],
    });
  });

  it("answers 404 for an unknown receipt and for another player's, 401 without a token", async () => {
    const auth = await token();
    await fill(auth, [ticket(1)]);
    const bought = (await purchase(auth)).body;
    expect((await receipt(auth, 'R0-0')).status).toBe(404);
    const other = await token('07701234571');
    expect(await receipt(other, bought.receiptNumber)).toMatchObject({
      status: 404,
      body: { status: 'NOT_FOUND' },
    });
    expect((await call(`/orders/receipts/${bought.receiptNumber}`)).status).toBe(401);
  });
});
