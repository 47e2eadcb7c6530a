import * as z from 'zod/mini';
import { iqd, object, text } from './fields';
import { paymentStatus } from '../contract/wallet';

/** PUT /payment/pay-in/invoke. */
export const payInInvokeResponse = object({
  paymentId: text,
  paymentIFrameUrl: text,
  walletPayment: z.nullable(object({ qrCode: text, paymentLink: text, manualCode: text })),
});

/** GET /payment/methods/availability (extension, decision 0271). */
export const paymentAvailability = object({
  methods: z.array(
    object({
      paymentMethod: z.enum(['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD']),
      rails: z.array(
        object({ rail: z.enum(['CARD', 'TRANSFER']), state: z.enum(['UP', 'SLOW', 'DOWN']) }),
      ),
    }),
  ),
});

/** POST /payment/pay-in/result and GET /payment/pay-in/check/{id}. */
export const payInResult = object({
  paymentId: text,
  status: paymentStatus,
  amount: iqd,
  failureReason: z.optional(z.enum(['REFUSED', 'ERROR', 'CANCELLED', 'DEPOSIT_LIMIT', 'TIME_OUT'])),
});
