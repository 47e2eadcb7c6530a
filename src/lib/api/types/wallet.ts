import type { Iqd, PaymentStatus, ServerDateTime } from './common';

export interface UserBalance {
  /** Available balance. */
  balance: Iqd;
  /** Withdrawable funds. */
  balancePayable: Iqd;
  balanceNonPayable: Iqd;
}

export const BOOKING_TYPES = [
  'ORDER_PAYMENT',
  'WIN_PAYIN',
  'CANCEL_PAYIN',
  'PAYIN',
  'PAYIN_BY_USER',
  'PAYIN_VOUCHER',
  'REFUND_ORDER_PAYMENT',
  'VOUCHER_PAYIN',
  'PAYOUT',
  'PAYOUT_BY_USER',
  'MANUAL_BOOKING',
  'REVERSAL',
  'PAYOUT_BY_ADMIN_BALANCE_WIN',
  'PAYOUT_BY_ADMIN_BALANCE_USE',
  'PAYOUT_FAST_PAY',
  'PAYOUT_FIB',
  'PAYOUT_ZAIN_CASH',
  'PAYOUT_QI_CARD',
] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export interface Booking {
  bookingId: number;
  bookingDate: ServerDateTime;
  bookingDescription: string;
  /** Signed: credits positive, debits negative. */
  amount: Iqd;
  bookingType: BookingType;
  /** Running balance after this booking. */
  saldo: Iqd;
  transactionId: string;
  /**
   * Payouts and deposits (extension, decision 0178): where the payment stands. Absent means
   * settled (every other booking). A PENDING payout is already debited, a PENDING deposit not yet
   * credited; a FAILED one moved no money and is listed so the player sees it.
   */
  state?: PaymentStatus;
}

/** GET /users/messages: a notification, whose text the app derives from its booking type. */
export interface PlayerMessage {
  messageId: number;
  created: ServerDateTime;
  bookingType: BookingType;
  amount: Iqd;
  transactionId: string;
  read: boolean;
}

export type PaymentMethod = 'FAST_PAY' | 'FIB' | 'ZAIN_CASH' | 'QI_CARD' | 'NONE';

/** POST /users/wallet/withdraw. */
export interface WithdrawRequest {
  amount: Iqd;
  method: Exclude<PaymentMethod, 'NONE' | 'QI_CARD'>;
  fullName: string;
  walletNumber: string;
}

export interface WithdrawResponse {
  transactionId: string;
  booking: Booking;
  balance: UserBalance;
}

export interface PaymentAccount {
  paymentAccountId: number;
  method: PaymentMethod;
  fullName: string;
  walletNumber: string;
}

export interface Voucher {
  voucherId: number;
  voucherCode: string;
  amount: Iqd;
  expiryDate: ServerDateTime;
  /** Empty: applies to every ticket type. */
  applicableTicketTypes: string[];
  state: 'ACTIVE' | 'USED' | 'EXPIRED';
}
