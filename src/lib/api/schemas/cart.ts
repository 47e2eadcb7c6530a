import * as z from 'zod/mini';
import { dateTime, grids, id, iqd, numbers, object, text } from './fields';
import { voucher } from './wallet';

const cartDraw = object({ drawId: id, drawDate: dateTime });

const cartTicket = object({
  ticketTypeName: text,
  drawIds: numbers,
  tips: grids,
  draws: z.array(cartDraw),
});

/**
 * A position is a ticket or a voucher; the other field is null. A backend that leaves null fields
 * out (Jackson's NON_NULL) means the same, so an absent one reads as null (decision 0197).
 */
const nullOrAbsent = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

const cartPosition = object({
  position_id: id,
  voucherDto: nullOrAbsent(voucher),
  ticketDeliverIQDto: nullOrAbsent(cartTicket),
  price: iqd,
});

/** GET /orders/cart, and every call that answers the cart it changed. */
export const cart = object({
  orderId: id,
  positions: z.array(cartPosition),
  originalCartPrice: iqd,
  cartPrice: iqd,
});

/** POST /orders/cart/purchase. */
export const purchaseResult = object({
  orderId: id,
  receiptNumber: text,
  ticketIds: numbers,
  amountCharged: iqd,
  refundedAmount: iqd,
  soldOutTips: grids,
});
