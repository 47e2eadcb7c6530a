import { MatchersV3 } from '@pact-foundation/pact';
import { DEMO_PLAYER } from '../../states';
import { iqd, serverDate, serverDateTime } from './matchers';

const { like, integer, regex, boolean, nullValue, arrayContaining, eachLike } = MatchersV3;

/** The demo player, as the provider states that set one up take it. */
export const demoPlayer = { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };

const jwt = (example: string) => regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, example);

export const loginResponse = (status: 'OK' | 'MOBILE_NOT_VERIFIED' | 'TEMPORARY_PASSWORD') => ({
  securityToken: jwt('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl'),
  refreshToken: like('refresh-token-example'),
  status,
});

export const communicationPreferences = {
  email: boolean(true),
  sms: boolean(true),
  push: boolean(false),
  newsletter: boolean(false),
};

/** The seeded demo player (states ask for its email, so `email` is never null here). */
export const verifiedProfile = {
  playerId: integer(1),
  username: like(DEMO_PLAYER.phone),
  phoneNumber: like(DEMO_PLAYER.phone),
  firstName: like('Ahmed'),
  lastName: like('Hassan'),
  gender: regex(/^(MALE|FEMALE)$/, 'MALE'),
  email: like(DEMO_PLAYER.email),
  pendingEmail: nullValue(),
  dateOfBirth: serverDate('1990-04-12'),
  country: 'IQ',
  city: like('Baghdad'),
  preferredLanguage: regex(/^(ar|en|ku)$/, 'ar'),
  mobileVerified: true,
  // The app calls a player verified when one role is IDENTITY_CONFIRMED.
  roles: arrayContaining({ roleName: 'IDENTITY_CONFIRMED' }),
  accountState: 'VERIFIED',
  latestTermsAccepted: true,
  communicationPreferences,
};

export const balance = (available = 50_000) => ({
  balance: iqd(available),
  balancePayable: iqd(available),
  balanceNonPayable: iqd(0),
});

const bookingType = (example: string) => regex(/^[A-Z_]+$/, example);

export const booking = (type = 'PAYIN', amount = 50_000) => ({
  bookingId: integer(1),
  bookingDate: serverDateTime('2026-11-20T10:15:00+03:00'),
  bookingDescription: like('Deposit'),
  amount: iqd(amount),
  bookingType: bookingType(type),
  saldo: iqd(50_000),
  transactionId: like('TX-1001'),
});

export const playerMessage = {
  messageId: integer(1),
  created: serverDateTime('2026-11-20T10:15:00+03:00'),
  bookingType: bookingType('PAYIN'),
  amount: iqd(50_000),
  transactionId: like('TX-1001'),
  read: boolean(false),
};

export const voucher = (code = 'WELCOME5000', amount = 5000) => ({
  voucherId: integer(1),
  voucherCode: code,
  amount: iqd(amount),
  expiryDate: serverDateTime('2027-01-31T23:59:59+03:00'),
  // Empty means any ticket type: a list of names of any length, even none.
  applicableTicketTypes: eachLike('6of29', 0),
  state: 'ACTIVE',
});

export const anyVoucher = {
  ...voucher(),
  voucherCode: like('WELCOME5000'),
  amount: iqd(5000),
  state: regex(/^(ACTIVE|USED|EXPIRED)$/, 'ACTIVE'),
};

export const paymentAccounts = eachLike({
  paymentAccountId: integer(1),
  method: regex(/^(FAST_PAY|FIB|ZAIN_CASH|QI_CARD)$/, 'FIB'),
  fullName: like('Ahmed Hassan'),
  walletNumber: like('07701234567'),
});
