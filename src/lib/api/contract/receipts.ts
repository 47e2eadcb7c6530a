import { PAYMENT_METHODS_OR_NONE } from '../types/payment-methods';
import { z } from 'zod/mini';
import { defineCalls } from './define';
import { upTo } from './request-fields';

/** Integer IQD, never negative: a figure the receipt states. */
const iqd = z.int().check(z.nonnegative());

/** A voucher the purchase consumed, and what it took off the cost. */
const receiptVoucher = z.looseObject({ voucherCode: z.string(), discount: iqd });

/**
 * GET /orders/receipts/{receiptNumber} (extension, decision 0178): what a purchase cost and how
 * it was paid, as the backend booked it. The ticket list record has no voucher or paid figures.
 * Checked at the adapter like every money answer; the fake's tests hold its answers to it.
 */
export const orderReceipt = z.looseObject({
  receiptNumber: z.string(),
  orderId: z.int(),
  purchased: z.string(),
  /** The order's price before vouchers: every grid in every draw it plays. */
  cost: iqd,
  /** In the order they were applied; empty when none was used. */
  vouchers: z.array(receiptVoucher),
  /** What the purchase debited from the balance (the ORDER_PAYMENT booking): cost less vouchers. */
  paidFromBalance: iqd,
  /** Credited back for sold-out grids (REFUND_ORDER_PAYMENT); 0 when none. */
  refunded: iqd,
  /** The purchase's `paymentMethod`; NONE: the account balance paid what vouchers did not. */
  paymentMethod: z.enum(PAYMENT_METHODS_OR_NONE),
  /** The tickets the purchase created: id and number as My Tickets shows it. */
  tickets: z.array(z.looseObject({ ticketId: z.int(), ticketnumber: z.string() })),
});

/** A purchase's receipt (extension): money figures, so the answer is checked. */
export const RECEIPTS = defineCalls({
  getOrderReceipt: {
    extension: true,
    summary: "A purchase's receipt",
    // A receipt number such as R7001-40001 (decision 0178).
    request: { params: z.looseObject({ receiptNumber: upTo(64) }) },
    answer: { name: 'OrderReceipt', schema: orderReceipt },
  },
});
