import type { Iqd, ServerDate, ServerDateTime, UiLanguage } from './common';
import type { PaymentStatus } from './payments';

/** `status` of a login or refresh answer. */
export const LoginStatus = {
  /** A normal login. */
  Ok: 'OK',
  /** Logged in with a temporary password (after a reset): the app marks a temporary login. */
  TemporaryPassword: 'TEMPORARY_PASSWORD',
  /** Logged in, but the mobile number is not verified yet. */
  MobileNotVerified: 'MOBILE_NOT_VERIFIED',
} as const;
export type LoginStatus = (typeof LoginStatus)[keyof typeof LoginStatus];

export interface LoginResponse {
  securityToken: string;
  refreshToken: string;
  status: LoginStatus;
}

export const CITIES = [
  'Anbar',
  'Basra',
  'Babylon',
  'Baghdad',
  'Duhok',
  'Diyala',
  'Dhi Qar',
  'Erbil',
  'Karbala',
  'Kirkuk',
  'Kurdistan',
  'Maysan',
  'Muthanna',
  'Najaf',
  'Nineveh',
  'Qadisiya',
  'Saladin',
  'Sulaymaniya',
  'Wasit',
] as const;
export type City = (typeof CITIES)[number];

export type Gender = 'MALE' | 'FEMALE';

/** PUT /users/registration. */
export interface RegistrationRequest {
  /** Local (07xxxxxxxxx / 7xxxxxxxxx) or international (+...) number. */
  phoneNumber: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  /** The second or father's name. */
  fatherName: string;
  gender: Gender;
  email: string | null;
  dateOfBirth: ServerDate;
  country: 'IQ';
  city: City;
  preferredLanguage: UiLanguage;
  newsletter: boolean;
}

export const RoleName = { IdentityConfirmed: 'IDENTITY_CONFIRMED', Player: 'PLAYER' } as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

export interface Role {
  roleName: RoleName | string;
}

export type AccountState = 'UNVERIFIED' | 'VERIFIED' | 'SUSPENDED' | 'CLOSED';

export interface CommunicationPreferences {
  email: boolean;
  sms: boolean;
  push: boolean;
  newsletter: boolean;
}

/** GET /users. */
export interface UserProfile {
  playerId: number;
  username: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  email: string | null;
  /** An email change waiting for its activation link. */
  pendingEmail: string | null;
  dateOfBirth: ServerDate;
  country: 'IQ';
  city: City;
  preferredLanguage: UiLanguage;
  mobileVerified: boolean;
  roles: Role[];
  accountState: AccountState;
  latestTermsAccepted: boolean;
  communicationPreferences: CommunicationPreferences;
}

/** PUT /users: the editable part of the profile. An email change starts a verification by link. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string | null;
  city: City;
}

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
   * Payouts only: where the payout stands. Absent means settled (every other booking). A PENDING
   * payout is already debited; a FAILED one moved no money and is listed so the player sees it.
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

/** POST /users/confirm-email. `message` says "registration confirmed" or "email registered". */
export interface ConfirmEmailResponse {
  message: string;
}

export interface ResendConfirmationResponse {
  /** Seconds before another code can be requested. */
  cooldownSeconds: number;
}

/** POST /users/password/reset/change. Exactly one of passwordRequestIdentifier or username. */
export interface PasswordResetChange {
  securityCode: string;
  password: string;
  passwordConfirmation: string;
  passwordRequestIdentifier?: string;
  username?: string;
}
