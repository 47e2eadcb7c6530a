import type { Iqd } from './common';
import type { PaymentMethod } from './account';

export type PaymentStatus = 'PENDING' | 'FAILED' | 'SUCCESSFUL';
export type PaymentTarget = 'DEPOSIT' | 'CART' | 'NONE';

/** PUT /payment/pay-in/invoke. */
export interface PayInInvokeRequest {
  /** The amount in IQD x 100 (integer): the backend's "cent" unit. */
  amountInCent: number;
  useToken: boolean;
  paymentMethod: Exclude<PaymentMethod, 'NONE'>;
}

export interface FibPayment {
  /** Text to render as a QR code. */
  qrCode: string;
  paymentLink: string;
  manualCode: string;
}

export interface PayInInvokeResponse {
  paymentId: string;
  /** The embedded card-payment page (QI_CARD), or the wallet's payment page. */
  paymentIFrameUrl: string;
  /** Set for FIB, ZAIN_CASH and FAST_PAY: pay by QR, link or code in the wallet app. */
  walletPayment: FibPayment | null;
}

/** The card-payment page's callback: order.status and error.messages. */
export type PaymentOrderStatus = 'success' | 'failure' | 'error' | 'cancelled_by_shopper';

export interface PayInResultRequest {
  paymentId: string;
  order: { status: PaymentOrderStatus };
  error?: { messages: string[] };
}

export interface PayInResult {
  paymentId: string;
  status: PaymentStatus;
  amount: Iqd;
}
