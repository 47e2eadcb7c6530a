import * as z from 'zod/mini';
import { BOOKING_TYPES } from '../types/wallet';
import { dateTime, id, iqd, object, text } from './fields';

export const paymentStatus = z.enum(['PENDING', 'FAILED', 'SUCCESSFUL']);

/** GET /users/account-balance. */
export const userBalance = object({
  balance: iqd,
  balancePayable: iqd,
  balanceNonPayable: iqd,
});

export const booking = object({
  bookingId: id,
  bookingDate: dateTime,
  bookingDescription: text,
  amount: iqd,
  bookingType: z.enum(BOOKING_TYPES),
  saldo: iqd,
  transactionId: text,
  state: z.optional(paymentStatus),
});

/** POST /users/wallet/withdraw. */
export const withdrawResponse = object({
  transactionId: text,
  booking,
  balance: userBalance,
});

export const voucher = object({
  voucherId: id,
  voucherCode: text,
  amount: iqd,
  expiryDate: dateTime,
  applicableTicketTypes: z.array(text),
  state: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
});
