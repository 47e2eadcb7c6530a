import type { Infer } from '../contract/define';
import type { payInInvokeResponse, payInResult, paymentAvailability } from '../contract/payments';
import type { PayInMethod } from './payment-methods';

export type PaymentTarget = 'DEPOSIT' | 'CART' | 'NONE';

/** PUT /payment/pay-in/invoke. */
export interface PayInInvokeRequest {
  /** The amount in IQD x 100 (integer): the backend's "cent" unit. */
  amountInCent: number;
  useToken: boolean;
  paymentMethod: PayInMethod;
}

export type FibPayment = NonNullable<PayInInvokeResponse['walletPayment']>;

/** PUT /payment/pay-in/invoke: `paymentIFrameUrl` is the card page (QI_CARD) or the wallet's page. */
export type PayInInvokeResponse = Infer<typeof payInInvokeResponse>;

/** How a payment way works now (extension, decision 0271): UP, SLOW or DOWN. */
export type RailState = 'UP' | 'SLOW' | 'DOWN';
/** CARD: the embedded card page; TRANSFER: a payment from the wallet or account (QR, link, code). */
export type PaymentRail = 'CARD' | 'TRANSFER';

/** GET /payment/methods/availability: each method, and each of its rails, as the backend sees it now. */
export type PaymentAvailability = Infer<typeof paymentAvailability>;

/** The card-payment page's callback: order.status and error.messages. */
export type PaymentOrderStatus = 'success' | 'failure' | 'error' | 'cancelled_by_shopper';

/**
 * POST /payment/pay-in/result: asks for the outcome the provider reported to the backend. The
 * client never states the outcome (decision 0015): the backend ignores any `order` in the body.
 */
export interface PayInResultRequest {
  paymentId: string;
}

/**
 * Why a FAILED pay-in failed (extension, decision 0015): as the provider told the backend, or, for
 * DEPOSIT_LIMIT and TIME_OUT, the backend's own refusal at settlement of a deposit the provider
 * paid (a limit lowered or a time-out begun since it started; the money goes back to the payer).
 */
export type PayInFailureReason = 'REFUSED' | 'ERROR' | 'CANCELLED' | 'DEPOSIT_LIMIT' | 'TIME_OUT';

export type PayInResult = Infer<typeof payInResult>;
