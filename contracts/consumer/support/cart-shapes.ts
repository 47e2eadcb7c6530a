import { MatchersV3 } from '@pact-foundation/pact';
import { anyVoucher } from './account-shapes';
import { grid, iqd, serverDateTime } from './matchers';

const { eachLike, integer, like } = MatchersV3;

export const GRID = [3, 7, 12, 19, 23, 28];

/**
 * A position is a ticket or a voucher. The other half (`voucherDto` on a ticket,
 * `ticketDeliverIQDto` on a voucher) is null or left out: the app reads both alike (decision 0197),
 * and Pact cannot say "null or absent", so the pact leaves it out.
 */
export const ticketPosition = {
  position_id: integer(11),
  ticketDeliverIQDto: {
    ticketTypeName: like('6of29'),
    drawIds: eachLike(integer(1001)),
    tips: eachLike(grid(GRID)),
    draws: eachLike({ drawId: integer(1001), drawDate: serverDateTime() }),
  },
  price: iqd(1000),
};

export const voucherPosition = {
  position_id: integer(12),
  voucherDto: anyVoucher,
  price: iqd(-5000),
};

/** A cart whose positions are all tickets. */
export const ticketCart = (price = 1000) => ({
  orderId: integer(501),
  positions: eachLike(ticketPosition),
  originalCartPrice: iqd(price),
  cartPrice: iqd(price),
});

/** A ticket and a voucher: the voucher position is listed after the ticket. */
export const cartWithVoucher = {
  orderId: integer(501),
  positions: [ticketPosition, voucherPosition],
  originalCartPrice: iqd(1000),
  cartPrice: iqd(0),
};

export const purchaseResult = {
  orderId: integer(501),
  receiptNumber: like('R-2026-000501'),
  ticketIds: eachLike(integer(9001)),
  amountCharged: iqd(1000),
  refundedAmount: iqd(0),
  soldOutTips: like([] as number[][]),
};
