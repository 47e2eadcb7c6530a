import { describe, expect, it } from 'vitest';
import { cart } from './cart';

const ticket = {
  ticketTypeName: '6of29',
  drawIds: [1001],
  tips: [[3, 7, 12, 19, 23, 28]],
  draws: [],
};
const voucher = {
  voucherId: 7,
  voucherCode: 'WELCOME5000',
  amount: 5000,
  expiryDate: '2026-12-22T12:00:00+03:00',
  applicableTicketTypes: ['6of29'],
  state: 'ACTIVE',
};
const answer = (positions: object[]) => ({
  orderId: 501,
  positions,
  originalCartPrice: 1000,
  cartPrice: 0,
});

describe('the cart answer', () => {
  it('reads a position whose other half is left out as null, like an explicit null', () => {
    const parsed = cart.parse(
      answer([
        { position_id: 11, ticketDeliverIQDto: ticket, price: 1000 },
        { position_id: 12, voucherDto: voucher, price: -1000 },
      ]),
    );
    expect(parsed.positions.map((p) => [p.voucherDto, p.ticketDeliverIQDto])).toEqual([
      [null, expect.objectContaining({ ticketTypeName: '6of29' })],
      [expect.objectContaining({ voucherCode: 'WELCOME5000' }), null],
    ]);
  });

  it('still refuses a position whose voucher has the wrong type', () => {
    const wrong = answer([{ position_id: 11, voucherDto: 'WELCOME5000', price: 1000 }]);
    expect(cart.safeParse(wrong).success).toBe(false);
  });
});
