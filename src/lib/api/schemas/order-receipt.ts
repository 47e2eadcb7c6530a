import { z } from 'zod/mini';
import type { OrderReceipt } from '../types';

/** Integer IQD, never negative: a figure the receipt states. */
const iqd = z.int().check(z.nonnegative());

/**
 * The answer of GET /orders/receipts/{receiptNumber} (decision 0178). The app reads nothing it
 * has not checked here, and the fake's tests hold its answers to the same schema.
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

/** The answer as an OrderReceipt, or null when it is not one (the figures are then unknown). */
export function readOrderReceipt(answer: unknown): OrderReceipt | null {
  const parsed = orderReceiptSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
