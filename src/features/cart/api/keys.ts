/** Query keys of the cart feature: one player's cart and the vouchers that fit it. */
export const cartKeys = {
  all: ['cart'] as const,
  active: () => [...cartKeys.all, 'active'] as const,
  vouchers: () => [...cartKeys.all, 'vouchers'] as const,
};
