import { UI_LANGUAGES } from '../types/languages';
import { PAYMENT_METHODS_OR_NONE } from '../types/payment-methods';
import * as z from 'zod/mini';
import { BOOKING_TYPES } from '../types/booking-types';
import { CITIES } from '../types/cities';
import { dateTime, id, iqd, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { asked, flag, pageQuery, passwordQuery, secret, upTo } from './request-fields';

export const communicationPreferences = object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  newsletter: z.boolean(),
});

export const userProfile = object({
  playerId: id,
  username: text,
  phoneNumber: text,
  firstName: text,
  lastName: text,
  gender: z.enum(['MALE', 'FEMALE']),
  email: z.nullable(text),
  /** An email change waiting for its activation link. */
  pendingEmail: z.nullable(text),
  /** yyyy-MM-dd. */
  dateOfBirth: text,
  country: z.literal('IQ'),
  city: z.enum(CITIES),
  preferredLanguage: z.enum(UI_LANGUAGES),
  mobileVerified: z.boolean(),
  // A role the app does not know is a string like any other (only IDENTITY_CONFIRMED is read).
  roles: z.array(object({ roleName: text })),
  accountState: z.enum(['UNVERIFIED', 'VERIFIED', 'SUSPENDED', 'CLOSED']),
  latestTermsAccepted: z.boolean(),
  communicationPreferences,
});

/** A notification, whose text the app derives from its booking type. */
export const playerMessage = object({
  messageId: id,
  created: dateTime,
  bookingType: z.enum(BOOKING_TYPES),
  amount: iqd,
  transactionId: text,
  read: z.boolean(),
});

export const paymentAccount = object({
  paymentAccountId: id,
  method: z.enum(PAYMENT_METHODS_OR_NONE),
  fullName: text,
  walletNumber: text,
});

/** The profile's edits: the city and email rules answer their own codes. */
export const profileUpdateBody = z.looseObject({
  firstName: z.optional(upTo()),
  lastName: z.optional(upTo()),
  email: z.optional(z.nullable(upTo(254))),
  city: z.optional(z.enum(CITIES, { error: 'INVALID_CITY' })),
});

export const communicationPreferencesBody = z.looseObject({
  email: z.optional(flag),
  sms: z.optional(flag),
  push: z.optional(flag),
  newsletter: z.optional(flag),
});

const profile = { name: 'UserProfile', schema: userProfile, checked: false } as const;

/** The player's profile, settings, password, notifications and account (section 7). */
export const ACCOUNT = defineCalls({
  getProfile: { summary: "The player's profile", answer: profile },
  updateProfile: {
    summary: 'Edit the profile',
    request: { body: profileUpdateBody },
    answer: profile,
    refusals: [409],
  },
  changePassword: {
    ok: 204,
    summary: 'Change the password',
    request: {
      query: z.looseObject({ password: asked(secret), newPassword: asked(secret) }),
    },
  },
  selfBlock: {
    ok: 204,
    summary: 'Exclude oneself from play',
    request: { query: passwordQuery },
  },
  selfClose: {
    ok: 204,
    summary: 'Close the account',
    refusals: [409],
  },
  updateCommunicationPreferences: {
    summary: 'Set communication preferences',
    request: { body: communicationPreferencesBody },
    answer: {
      name: 'CommunicationPreferences',
      schema: communicationPreferences,
      checked: false,
    },
  },
  setLanguage: {
    ok: 204,
    summary: "Set the player's language",
    request: { body: z.looseObject({ iso: upTo(8) }) },
  },
  getMessages: {
    summary: "The player's notifications",
    request: { query: z.looseObject(pageQuery) },
    answer: { name: 'PlayerMessageList', schema: z.array(playerMessage), checked: false },
  },
  getPaymentAccounts: {
    summary: "The player's payment accounts",
    answer: { name: 'PaymentAccountList', schema: z.array(paymentAccount), checked: false },
  },
});
