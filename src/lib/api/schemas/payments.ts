import * as z from 'zod/mini';
import { iqd, object, text } from './fields';
import { paymentStatus } from './wallet';

/** PUT /payment/pay-in/invoke. */
export const payInInvokeResponse = object({
  paymentId: text,
  paymentIFrameUrl: text,
  walletPayment: z.nullable(object({ qrCode: text, paymentLink: text, manualCode: text })),
});

/** POST /payment/pay-in/result and GET /payment/pay-in/check/{id}. */
export const payInResult = object({
  paymentId: text,
  status: paymentStatus,
  amount: iqd,
  failureReason: z.optional(z.enum(['REFUSED', 'ERROR', 'CANCELLED', 'DEPOSIT_LIMIT', 'TIME_OUT'])),
});
