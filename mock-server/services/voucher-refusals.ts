import { DomainError } from '../domain/errors';

/**
 * Why a code was not added to the cart, each with its own status so the player is told what
 * happened (decision 0205). An unknown code keeps the spec's INVALID_VOUCHER and its message.
 */
export const voucherRefusal = {
  expired: (expiryDate: string) =>
    new DomainError(400, 'VOUCHER_EXPIRED', 'This voucher has expired.', {
      details: { expiryDate },
    }),
  wrongGame: (applicableTicketTypes: readonly string[]) =>
    new DomainError(400, 'VOUCHER_WRONG_GAME', 'This voucher is for another game.', {
      details: { applicableTicketTypes: [...applicableTicketTypes] },
    }),
  payInOnly: () =>
    new DomainError(
      400,
      'VOUCHER_PAY_IN_ONLY',
      'This code credits the balance: redeem it in My Vouchers.',
    ),
  alreadyInCart: () =>
    new DomainError(400, 'VOUCHER_ALREADY_IN_CART', 'This voucher is already in the cart.'),
  // Decision 0254: another player's personal code, a used voucher, and one worth more than the
  // cart (the player chooses: use it and lose the rest, or keep it for later).
  notYours: () =>
    new DomainError(400, 'VOUCHER_NOT_YOURS', 'This voucher belongs to another player.'),
  alreadyUsed: () =>
    new DomainError(400, 'VOUCHER_ALREADY_USED', 'This voucher has already been used.'),
  worthMore: (voucherAmount: number, applied: number) =>
    new DomainError(
      400,
      'VOUCHER_WORTH_MORE',
      'This voucher is worth more than the cart: the rest would be lost.',
      { details: { voucherAmount, applied, unused: voucherAmount - applied } },
    ),
};
