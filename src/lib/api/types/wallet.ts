import type { WalletMethod } from './payment-methods';
import type { Infer } from '../contract/define';
import type { paymentAccount, playerMessage } from '../contract/account';
import type { booking, userBalance, voucher, withdrawResponse } from '../contract/wallet';
import type { Iqd } from './common';

/** GET /users/account-balance. */
export type UserBalance = Infer<typeof userBalance>;

export { BOOKING_TYPES, type BookingType } from './booking-types';

/** One entry of the account history (GET /users/bookings). */
export type Booking = Infer<typeof booking>;

/** GET /users/messages: a notification, whose text the app derives from its booking type. */
export type PlayerMessage = Infer<typeof playerMessage>;

/** POST /users/wallet/withdraw. */
export interface WithdrawRequest {
  amount: Iqd;
  method: WalletMethod;
  fullName: string;
  walletNumber: string;
}

/** POST /users/wallet/withdraw. */
export type WithdrawResponse = Infer<typeof withdrawResponse>;

export type PaymentAccount = Infer<typeof paymentAccount>;

export type Voucher = Infer<typeof voucher>;
