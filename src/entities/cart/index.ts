// The cart entity: the player's active cart and the vouchers that fit it (fetchers, queries,
// keys), the badge derived from it, and the cache updates that play, vouchers and the shell make.
export { cartKeys, termsKeys } from './keys';
export { cartQueryOptions, getCart, useCart, useCartHasPositions } from './get-cart';
export { cartVouchersQueryOptions, useCartVouchers } from './get-cart-vouchers';
export { applyCartUpdate, emptyCart } from './cart-cache';
export { UNCONFIRMED_ADD } from './unconfirmed-add';
