import { PAYMENT_METHODS } from '../types/payment-methods';
import * as z from 'zod/mini';
import { count, dateTime, grids, iqd, text } from './fields';

/** Closed: a refusal's `details` carries these figures and no others (one shape per code). */
const details = z.strictObject;

const limitPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);
const seconds = z.int().check(z.nonnegative());

/**
 * The `details` of each refusal code that carries any, one shape per code: the OpenAPI documents
 * type `ApiError.details` by `status` from this table, the fake checks every refusal it answers
 * against it, and the app reads these fields. A code not listed answers without `details`.
 * Add a code's shape here before the fake answers it.
 */
export const REFUSAL_DETAILS = {
  INSUFFICIENT_BALANCE: details({ missingAmount: iqd }),
  INVALID_AMOUNT: details({ min: iqd, max: iqd }),
  AMOUNT_ABOVE_LIMIT: details({ max: iqd }),
  PAYOUT_FAILED: details({ transactionId: text }),
  CART_FULL: details({ max: count, held: count }),
  STOP_SELL_PASSED: details({ drawIds: z.array(z.int()) }),
  INVALID_TICKET: details({ reason: text }),
  NUMBERS_SOLD_OUT: details({ soldOutTips: grids }),
  VOUCHER_EXPIRED: details({ expiryDate: dateTime }),
  VOUCHER_WRONG_GAME: details({ applicableTicketTypes: z.array(text) }),
  VOUCHER_NOT_NEEDED: details({ originalCartPrice: iqd, cartPrice: iqd }),
  /** Nothing is added: using it now would lose `unused` (decision 0254). */
  VOUCHER_WORTH_MORE: details({ voucherAmount: iqd, applied: iqd, unused: iqd }),
  /** The grids past the cap per combination, and the draws they were for (decision 0281). */
  LIABILITY_CAP_REACHED: details({ tips: grids, drawIds: z.array(z.int()) }),
  ACCOUNT_NOT_CLOSABLE: details({ openTickets: count, balance: iqd }),
  WRONG_CODE: details({ attemptsLeft: count }),
  TOO_MANY_ATTEMPTS: details({ retryAfterSeconds: seconds }),
  RESEND_COOLDOWN: details({ retryAfterSeconds: seconds }),
  PAYMENT_METHOD_UNAVAILABLE: details({
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** ALL: every rail of the method is down. */
    rail: z.enum(['CARD', 'TRANSFER', 'ALL']),
    providerCode: text,
  }),
  /** A period limit of responsible play; or the account's per-purchase cap (period, resetsAt null). */
  SPENDING_LIMIT_EXCEEDED: details({
    cartPrice: iqd,
    limit: iqd,
    remaining: iqd,
    period: z.nullable(limitPeriod),
    resetsAt: z.nullable(dateTime),
  }),
  DEPOSIT_LIMIT_EXCEEDED: details({
    period: limitPeriod,
    limit: iqd,
    remaining: iqd,
    resetsAt: dateTime,
  }),
  TIME_OUT_ACTIVE: details({ until: dateTime }),
  TIME_OUT_CANNOT_SHORTEN: details({ until: dateTime }),
  /** A login during the cooling-off after a capped session: when it ends (decision 0282). */
  SESSION_COOLING_OFF: details({ until: dateTime }),
  /** A call of a session past its cap (401): when the cooling-off ends (decision 0282). */
  SESSION_LIMIT_REACHED: details({ until: dateTime }),
  /** until null: a permanent exclusion. */
  ACCOUNT_SELF_EXCLUDED: details({ until: z.nullable(dateTime) }),
  TERMS_VERSION_UNKNOWN: details({ latestVersion: text }),
  TERMS_VERSION_OUTDATED: details({ latestVersion: text }),
} as const;

export type DetailedRefusal = keyof typeof REFUSAL_DETAILS;

/** The `details` of a refusal code, e.g. `RefusalDetails<'SPENDING_LIMIT_EXCEEDED'>`. */
export type RefusalDetails<C extends DetailedRefusal> = z.infer<(typeof REFUSAL_DETAILS)[C]>;

export const isDetailedRefusal = (code: string): code is DetailedRefusal =>
  Object.hasOwn(REFUSAL_DETAILS, code);
