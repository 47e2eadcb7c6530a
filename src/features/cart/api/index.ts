// The cart feature's door: other features and the shell read the cart only through these.
export { cartKeys } from './keys';
export { cartQueryOptions, useCart, useCartHasPositions } from './get-cart';
export { cartVouchersQueryOptions, useCartVouchers } from './get-cart-vouchers';
export { applyCartUpdate, emptyCart } from './cart-cache';
export { UNCONFIRMED_ADD } from './unconfirmed-add';
