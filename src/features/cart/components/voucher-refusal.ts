/**
 * Why a voucher was not added, each in its own words (decision 0205): an unknown code, expired,
 * for another game, a pay-in code (redeemed in My Vouchers), already in the cart, not needed by an
 * already paid cart, a server failure (which says so, not "invalid code"), or an answer that could
 * not be read (it may have been added: the cart is asked again).
 */
export type VoucherRefusal =
  | 'invalid'
  | 'expired'
  | 'wrongGame'
  | 'payInOnly'
  | 'alreadyInCart'
  | 'notNeeded'
  | 'serverError'
  | 'unknown';

export const REFUSAL_MESSAGES = {
  invalid: 'cart:code.invalid',
  expired: 'cart:code.expired',
  wrongGame: 'cart:code.wrongGame',
  payInOnly: 'cart:code.payInOnly',
  alreadyInCart: 'cart:code.alreadyInCart',
  notNeeded: 'cart:voucherUse.refusedNotNeeded',
  serverError: 'errors:serverError',
  unknown: 'cart:unknownOutcome.voucher',
} as const satisfies Record<VoucherRefusal, string>;
