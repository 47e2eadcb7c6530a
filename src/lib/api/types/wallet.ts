import type { Infer } from '../contract/define';
import type { paymentAccount, playerMessage } from '../contract/account';
import type { Iqd, PaymentStatus, ServerDateTime } from './common';
import type { BookingType } from './booking-types';

export interface UserBalance {
  /** Available balance. */
  balance: Iqd;
  /** Withdrawable funds. */
  balancePayable: Iqd;
  balanceNonPayable: Iqd;
}

export { BOOKING_TYPES, type BookingType } from './booking-types';

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
export type PlayerMessage = Infer<typeof playerMessage>;

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

export type PaymentAccount = Infer<typeof paymentAccount>;

export interface Voucher {
  voucherId: number;
  voucherCode: string;
  amount: Iqd;
  expiryDate: ServerDateTime;
  /** Empty: applies to every ticket type. */
  applicableTicketTypes: string[];
  state: 'ACTIVE' | 'USED' | 'EXPIRED';
}
