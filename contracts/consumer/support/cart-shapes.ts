import { MatchersV3 } from '@pact-foundation/pact';
import { anyVoucher } from './account-shapes';
import { grid, iqd, serverDateTime } from './matchers';

const { eachLike, integer, like, nullValue } = MatchersV3;

export const GRID = [3, 7, 12, 19, 23, 28];

export const ticketPosition = {
  position_id: integer(11),
  voucherDto: nullValue(),
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
  ticketDeliverIQDto: nullValue(),
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
