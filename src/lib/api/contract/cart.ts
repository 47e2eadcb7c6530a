import { PAYMENT_METHODS_OR_NONE } from '../types/payment-methods';
import * as z from 'zod/mini';
import { dateTime, grids, id, iqd, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { idParam, orderParams, upTo } from './request-fields';
import { voucher } from './wallet';

const cartDraw = object({ drawId: id, drawDate: dateTime });

const cartTicket = object({
  ticketTypeName: text,
  drawIds: numbers,
  /** The grids: each 6 distinct numbers from 1 to 29. */
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
  /** Set for a voucher position, null for a ticket position. */
  voucherDto: nullOrAbsent(voucher),
  /** Set for a ticket position, null for a voucher position. */
  ticketDeliverIQDto: nullOrAbsent(cartTicket),
  /** Ticket: grids x draws x price; voucher: minus the voucher amount. */
  price: iqd,
});

/** The active order, as every call that changes it answers it. */
export const cart = object({
  orderId: id,
  positions: z.array(cartPosition),
  /** Sum of the ticket positions before vouchers. */
  originalCartPrice: iqd,
  /** What the purchase will debit: never below 0. */
  cartPrice: iqd,
});

export const purchaseResult = object({
  orderId: id,
  receiptNumber: text,
  ticketIds: numbers,
  /** Debited once as ORDER_PAYMENT. */
  amountCharged: iqd,
  /** Above 0 when some grids were sold out and refunded. */
  refundedAmount: iqd,
  soldOutTips: grids,
});

const theCart = { name: 'Cart', schema: cart } as const;

/** A ticket: the grid rules (6 distinct numbers from 1 to 29) answer INVALID_TICKET. */
export const ticketBody = z.looseObject({
  ticketTypeName: upTo(32),
  drawIds: z.array(z.number()).check(z.maxLength(100)),
  tips: z.array(z.array(z.number()).check(z.maxLength(29))).check(z.maxLength(100)),
});

/** The cart, its vouchers and its purchase (section 7). */
export const CART = defineCalls({
  addTicketToCart: {
    summary: 'Add a ticket to the cart',
    request: { body: ticketBody },
    answer: theCart,
    refusals: [409],
  },
  addTicketsToCart: {
    summary: 'Add several tickets to the cart',
    request: { body: z.array(ticketBody).check(z.maxLength(100)) },
    answer: theCart,
    refusals: [409],
  },
  getActiveCart: {
    summary: 'The active cart',
    answer: theCart,
    refusals: [404],
  },
  recalculateCart: {
    summary: "Recalculate the cart's prices",
    answer: theCart,
  },
  purchaseCart: {
    summary: 'Buy the cart',
    answer: { name: 'PurchaseResult', schema: purchaseResult },
    unreadQuery: {
      properties: {
        paymentMethod: {
          enum: PAYMENT_METHODS_OR_NONE,
          description: 'NONE: pay from the wallet',
        },
      },
      required: ['paymentMethod'],
    },
    refusals: [400, 402, 403, 409, 422],
  },
  getCartVouchers: {
    summary: "The cart's vouchers",
    answer: { name: 'VoucherList', schema: z.array(voucher) },
  },
  addVoucherToCart: {
    summary: 'Apply a voucher to the cart',
    request: {
      body: z.looseObject({ voucherCode: upTo(64), acceptUnused: z.optional(z.boolean()) }),
    },
    answer: theCart,
  },
  deleteCartPosition: {
    summary: 'Remove one ticket from the cart',
    request: { params: z.looseObject({ orderId: idParam, positionId: idParam }) },
    answer: theCart,
  },
  deleteCart: {
    ok: 204,
    summary: 'Remove the whole cart',
    request: { params: orderParams },
  },
});
