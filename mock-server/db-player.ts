import { nullable, primaryKey } from '@mswjs/data';

/** The player model of the fake's data (db.ts), in a file of its own for its size. */
export const playerModel = {
  id: primaryKey(Number),
  /** Canonical international form, e.g. +9647701234567. */
  phone: String,
  username: String,
  password: String,
  firstName: String,
  lastName: String,
  gender: String,
  email: nullable(String),
  pendingEmail: nullable(String),
  activationId: nullable(String),
  dateOfBirth: String,
  city: String,
  preferredLanguage: String,
  /** UNVERIFIED | VERIFIED | SUSPENDED | CLOSED */
  state: String,
  /** The newest terms version the player accepted (domain/terms.ts), and when. */
  termsVersion: nullable(String),
  termsAcceptedAt: nullable(Number),
  temporaryPassword: Boolean,
  commEmail: Boolean,
  commSms: Boolean,
  commPush: Boolean,
  newsletter: Boolean,
  /** The ledger's two pots, kept in step with every booking (see domain/ledger.ts). */
  payable: Number,
  nonPayable: Number,
  smsCode: String,
  smsWrongAttempts: Number,
  smsLockedUntil: Number,
  smsSentAt: Number,
  securityCode: nullable(String),
  securityCodeExpires: Number,
  /** Wrong reset codes in the current window (across new codes), and the lock they set. */
  resetWrongAttempts: Number,
  /** When the window of counted wrong reset codes began (domain/reset-codes.ts). */
  resetWindowStart: Number,
  resetLockedUntil: Number,
  passwordRequestId: nullable(String),
  createdAt: Number,
};
