import { playerKeys } from '@/entities/session/player-keys';

/**
 * Query keys of the cart: one player's cart and the vouchers that fit it. Under the
 * player root, so a logout, a final 401 or an account close forgets them (the badge empties).
 */
export const cartKeys = {
  all: [...playerKeys.all, 'cart'] as const,
  active: () => [...cartKeys.all, 'active'] as const,
  vouchers: () => [...cartKeys.all, 'vouchers'] as const,
};

/** The player's acceptance of the latest terms (extension, decision 0179); forgotten at logout. */
export const termsKeys = {
  state: () => [...playerKeys.all, 'terms'] as const,
};
