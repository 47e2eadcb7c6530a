import * as z from 'zod/mini';
import { CITIES } from '../types/profile';
import { BOOKING_TYPES } from '../types/wallet';
import { count, dateTime, id, iqd, object, text } from './fields';

/** POST /users/login and POST /users/tokens/refresh. */
export const loginResponse = object({
  securityToken: text,
  refreshToken: text,
  status: z.enum(['OK', 'TEMPORARY_PASSWORD', 'MOBILE_NOT_VERIFIED']),
});

/** POST /users/resend-mobile-confirmation. */
export const resendConfirmationResponse = object({ cooldownSeconds: count });

/** POST /users/confirm-email: `message` is the spec's English text. */
export const confirmEmailResponse = object({ message: text });

/** PUT /users/communication-preferences answers them back. */
export const communicationPreferences = object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  newsletter: z.boolean(),
});

/** GET /users and PUT /users. */
export const userProfile = object({
  playerId: id,
  username: text,
  phoneNumber: text,
  firstName: text,
  lastName: text,
  gender: z.enum(['MALE', 'FEMALE']),
  email: z.nullable(text),
  pendingEmail: z.nullable(text),
  dateOfBirth: text,
  country: z.literal('IQ'),
  city: z.enum(CITIES),
  preferredLanguage: z.enum(['ar', 'en', 'ku']),
  mobileVerified: z.boolean(),
  // A role the app does not know is a string like any other (only IDENTITY_CONFIRMED is read).
  roles: z.array(object({ roleName: text })),
  accountState: z.enum(['UNVERIFIED', 'VERIFIED', 'SUSPENDED', 'CLOSED']),
  latestTermsAccepted: z.boolean(),
  communicationPreferences,
});

/** One of GET /users/messages. */
export const playerMessage = object({
  messageId: id,
  created: dateTime,
  bookingType: z.enum(BOOKING_TYPES),
  amount: iqd,
  transactionId: text,
  read: z.boolean(),
});

/** One of GET /users/payment-accounts. */
export const paymentAccount = object({
  paymentAccountId: id,
  method: z.enum(['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD', 'NONE']),
  fullName: text,
  walletNumber: text,
});
