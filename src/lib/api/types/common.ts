/** Money is always an integer amount of Iraqi dinar (IQD); never a float. */
export type Iqd = number;

/** Server date, `yyyy-MM-dd`. */
export type ServerDate = string;

/** Server date-time, ISO 8601 with the fixed +03:00 offset, e.g. `2026-11-23T20:00:00+03:00`. */
export type ServerDateTime = string;

/**
 * The lottery API's error body. `status` is a machine-readable code (see docs/behaviour.md),
 * `message` a human-readable English text; `errors` lists per-field problems on validation failures.
 */
export interface ApiErrorBody {
  status: string;
  message: string;
  errors?: FieldError[];
  details?: Record<string, unknown>;
}

export interface FieldError {
  field: string;
  code: string;
}

/** The text a geo-blocked backend puts in the `status` field of every answer. */
export const GEO_RESTRICTED_STATUS = 'geo location restricted';

/** The status codes the fake and the real backend answer in `ApiErrorBody.status`. */
export const ApiErrorCode = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccountSuspended: 'ACCOUNT_SUSPENDED',
  AccountClosed: 'ACCOUNT_CLOSED',
  Unauthorized: 'UNAUTHORIZED',
  ValidationFailed: 'VALIDATION_FAILED',
  NumberExists: 'NUMBER_EXISTS',
  WrongCode: 'WRONG_CODE',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  ResendCooldown: 'RESEND_COOLDOWN',
  InvalidSecurityCode: 'INVALID_SECURITY_CODE',
  UniqueViolation: 'UNIQUE_VIOLATION',
  AccountNotClosable: 'ACCOUNT_NOT_CLOSABLE',
  InvalidAmount: 'INVALID_AMOUNT',
  AmountAboveLimit: 'AMOUNT_ABOVE_LIMIT',
  InvalidVoucher: 'INVALID_VOUCHER',
  VoucherExpired: 'VOUCHER_EXPIRED',
  VoucherWrongGame: 'VOUCHER_WRONG_GAME',
  VoucherPayInOnly: 'VOUCHER_PAY_IN_ONLY',
  VoucherAlreadyInCart: 'VOUCHER_ALREADY_IN_CART',
  VoucherNotNeeded: 'VOUCHER_NOT_NEEDED',
  VoucherNotYours: 'VOUCHER_NOT_YOURS',
  VoucherAlreadyUsed: 'VOUCHER_ALREADY_USED',
  VoucherWorthMore: 'VOUCHER_WORTH_MORE',
  TermsNotAccepted: 'TERMS_NOT_ACCEPTED',
  SpendingLimitExceeded: 'SPENDING_LIMIT_EXCEEDED',
  NumbersSoldOut: 'NUMBERS_SOLD_OUT',
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  CartEmpty: 'CART_EMPTY',
  NotFound: 'NOT_FOUND',
  InvalidTicket: 'INVALID_TICKET',
  StopSellPassed: 'STOP_SELL_PASSED',
  /** Extension (decision 0281): a combination past the liability cap; details name the grids. */
  LiabilityCapReached: 'LIABILITY_CAP_REACHED',
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  PaymentTimeout: 'PAYMENT_TIMEOUT',
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** A pay-in's or a payout's state as the backend reports it (section 7). */
export type PaymentStatus = 'PENDING' | 'FAILED' | 'SUCCESSFUL';
