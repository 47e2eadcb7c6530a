import { PAYMENT_METHODS } from '../types/payment-methods';
import * as z from 'zod/mini';
import { iqd, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { amount, asked, flag, oneOf, paymentIdParams, upTo } from './request-fields';
import { paymentStatus } from './wallet';

/** PUT /payment/pay-in/invoke. */
export const payInInvokeResponse = object({
  paymentId: text,
  paymentIFrameUrl: text,
  /** Set for FIB, ZAIN_CASH and FAST_PAY: pay by QR, link or code in the wallet app. */
  walletPayment: z.nullable(object({ qrCode: text, paymentLink: text, manualCode: text })),
});

/** GET /payment/methods/availability (extension, decision 0271). */
export const paymentAvailability = object({
  methods: z.array(
    object({
      paymentMethod: z.enum(PAYMENT_METHODS),
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
  /** Only on FAILED, when the backend knows it; older backends omit it. */
  failureReason: z.optional(z.enum(['REFUSED', 'ERROR', 'CANCELLED', 'DEPOSIT_LIMIT', 'TIME_OUT'])),
});

/** Deposits (section 7) and which deposit methods work now (extension, decision 0271). */
/** The deposit's start: minimum and method rules answer INVALID_AMOUNT in the service. */
export const payInInvokeBody = z.looseObject({
  amountInCent: asked(amount),
  useToken: asked(flag),
  paymentMethod: asked(oneOf(PAYMENT_METHODS)),
});

/** The card page's return, types and sizes only: the service decides what it means. */
export const payInResultBody = z.looseObject({
  paymentId: z.optional(upTo(128)),
  order: z.optional(z.looseObject({ status: z.optional(upTo(32)) })),
  error: z.optional(
    z.looseObject({ messages: z.optional(z.array(upTo(500)).check(z.maxLength(20))) }),
  ),
});

export const PAYMENTS = defineCalls({
  invokePayIn: {
    summary: 'Start a deposit',
    request: { body: payInInvokeBody },
    answer: { name: 'PayInInvokeResponse', schema: payInInvokeResponse },
    refusals: [403],
  },
  submitPayInResult: {
    summary: "Report a card deposit's return",
    request: { body: payInResultBody },
    answer: { name: 'PayInResult', schema: payInResult },
  },
  checkPayIn: {
    summary: "A deposit's status",
    request: { params: paymentIdParams },
    answer: { name: 'PayInResult', schema: payInResult },
  },
  getPaymentAvailability: {
    extension: true,
    summary:
      'Which deposit methods work now, rail by rail (CARD: the card page; TRANSFER: from the wallet or ' +
      'account), each UP, SLOW or DOWN, so the app steers the player to a working one before they try',
    answer: { name: 'PaymentAvailability', schema: paymentAvailability },
  },
});
