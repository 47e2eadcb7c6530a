import { z } from 'zod/mini';

/** Integer IQD, never negative: a figure the receipt states. */
const iqd = z.int().check(z.nonnegative());

/**
 * The answer of GET /orders/receipts/{receiptNumber} (decision 0178), checked at the adapter like
 * every money answer (answers.ts); the fake's tests hold its answers to the same schema.
 */
export const orderReceiptSchema = z.looseObject({
  receiptNumber: z.string(),
  orderId: z.int(),
  purchased: z.string(),
  cost: iqd,
  vouchers: z.array(z.looseObject({ voucherCode: z.string(), discount: iqd })),
  paidFromBalance: iqd,
  refunded: iqd,
  paymentMethod: z.enum(['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD', 'NONE']),
  tickets: z.array(z.looseObject({ ticketId: z.int(), ticketnumber: z.string() })),
});
