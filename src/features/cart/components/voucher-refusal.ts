/**
 * Why a voucher was not added, each in its own words (decision 0205): an unknown code, expired,
 * for another game, a pay-in code (redeemed in My Vouchers), already in the cart, not needed by an
 * already paid cart, another player's, already used, worth more than is left to pay (the player
 * then chooses, decision 0254), a server failure (which says so, not "invalid code"), or an answer that could
 * not be read (it may have been added: the cart is asked again).
 */
export type VoucherRefusal =
  | 'invalid'
  | 'expired'
  | 'wrongGame'
  | 'payInOnly'
  | 'alreadyInCart'
  | 'notYours'
  | 'alreadyUsed'
  | 'worthMore'
  | 'notNeeded'
  | 'serverError'
  | 'unknown';

export const REFUSAL_MESSAGES = {
  invalid: 'cart:code.invalid',
  expired: 'cart:code.expired',
  wrongGame: 'cart:code.wrongGame',
  payInOnly: 'cart:code.payInOnly',
  alreadyInCart: 'cart:code.alreadyInCart',
  notYours: 'cart:code.notYours',
  alreadyUsed: 'cart:code.alreadyUsed',
  worthMore: 'cart:code.worthMore',
  notNeeded: 'cart:voucherUse.refusedNotNeeded',
  serverError: 'errors:serverError',
  unknown: 'cart:unknownOutcome.voucher',
} as const satisfies Record<VoucherRefusal, string>;
