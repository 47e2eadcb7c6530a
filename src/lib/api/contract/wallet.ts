import { WALLET_METHODS } from '../types/payment-methods';
import * as z from 'zod/mini';
import { BOOKING_TYPES } from '../types/booking-types';
import { dateTime, id, iqd, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { amount, asked, oneOf, pageQuery, upTo } from './request-fields';

export const paymentStatus = z.enum(['PENDING', 'FAILED', 'SUCCESSFUL']);

export const userBalance = object({
  /** Available balance. */
  balance: iqd,
  /** Withdrawable funds. */
  balancePayable: iqd,
  balanceNonPayable: iqd,
});

export const booking = object({
  bookingId: id,
  bookingDate: dateTime,
  bookingDescription: text,
  /** Signed: credits positive, debits negative. */
  amount: iqd,
  bookingType: z.enum(BOOKING_TYPES),
  /** Running balance after this booking. */
  saldo: iqd,
  transactionId: text,
  /**
   * Payouts and deposits (extension, decision 0178): where the payment stands. Absent means
   * settled (every other booking). A PENDING payout is already debited, a PENDING deposit not yet
   * credited; a FAILED one moved no money and is listed so the player sees it.
   */
  state: z.optional(paymentStatus),
});

export const withdrawResponse = object({ transactionId: text, booking, balance: userBalance });

export const voucher = object({
  voucherId: id,
  voucherCode: text,
  amount: iqd,
  expiryDate: dateTime,
  /** Empty: applies to every ticket type. */
  applicableTicketTypes: z.array(text),
  state: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
});

/** The balance, the account history, withdrawals and the player's vouchers (section 7). */
export const WALLET = defineCalls({
  getAccountBalance: {
    summary: "The player's balance",
    answer: { name: 'UserBalance', schema: userBalance },
  },
  getBookings: {
    summary: 'The account history, a page at a time',
    request: { query: z.looseObject(pageQuery) },
    answer: { name: 'BookingList', schema: z.array(booking) },
  },
  withdraw: {
    summary: 'Withdraw to a mobile wallet',
    // Amount limits and the wallet number's format stay the service's.
    request: {
      body: z.looseObject({
        amount: asked(amount),
        method: asked(oneOf(WALLET_METHODS)),
        fullName: asked(upTo(100)),
        walletNumber: asked(upTo(32)),
      }),
    },
    answer: { name: 'WithdrawResponse', schema: withdrawResponse },
  },
  getVouchers: {
    summary: "The player's vouchers",
    answer: { name: 'VoucherList', schema: z.array(voucher) },
  },
  redeemVoucher: {
    summary: 'Redeem a voucher code',
    request: { query: z.looseObject({ voucherCode: asked(upTo(64)) }) },
    answer: { name: 'Voucher', schema: voucher },
  },
});
