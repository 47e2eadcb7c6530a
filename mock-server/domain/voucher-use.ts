import { DomainError } from './errors';

/** A voucher in the cart, in the order it was added. */
export interface CartVoucher {
  voucherId: number;
  amount: number;
}

export interface VoucherUse extends CartVoucher {
  /** What this voucher takes off the price. */
  applied: number;
  /** What it leaves unused (0 when fully used). */
  unused: number;
}

export interface VoucherAllocation {
  uses: VoucherUse[];
  /** What the purchase debits: never below 0. */
  cartPrice: number;
  /** The vouchers a purchase consumes: those that take something off. */
  consumed: number[];
}

/**
 * Behaviour 220: vouchers cover the price in the order they were added; each takes what is still
 * left to pay, up to its amount. A voucher that takes nothing is not needed: a purchase leaves it
 * with the player (ACTIVE), it is never marked used.
 */
export function allocateVouchers(
  originalCartPrice: number,
  vouchers: readonly CartVoucher[],
): VoucherAllocation {
  let left = Math.max(0, originalCartPrice);
  const uses = vouchers.map((voucher) => {
    const applied = Math.min(left, Math.max(0, voucher.amount));
    left -= applied;
    return { ...voucher, applied, unused: voucher.amount - applied };
  });
  return {
    uses,
    cartPrice: left,
    consumed: uses.filter((use) => use.applied > 0).map((use) => use.voucherId),
  };
}

export const VOUCHER_NOT_NEEDED_MESSAGE =
  'Nothing is left to pay in the cart: this voucher would not be used.';

/** A new voucher is refused when the cart has nothing left to pay (it could only be wasted). */
export function checkVoucherNeeded(
  originalCartPrice: number,
  vouchers: readonly CartVoucher[],
): void {
  const { cartPrice } = allocateVouchers(originalCartPrice, vouchers);
  if (cartPrice <= 0) {
    throw new DomainError(400, 'VOUCHER_NOT_NEEDED', VOUCHER_NOT_NEEDED_MESSAGE, {
      details: { originalCartPrice, cartPrice },
    });
  }
}
