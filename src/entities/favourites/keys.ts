import { playerKeys } from '@/entities/session';

/** The account's favourites: the player's own, so under the player root (logout forgets them). */
export const favouriteKeys = {
  all: [...playerKeys.all, 'favourites'] as const,
  account: () => [...favouriteKeys.all, 'account'] as const,
  /** Mutation keys (a mutation in flight can be found by them). */
  change: () => [...favouriteKeys.all, 'change'] as const,
  move: () => [...favouriteKeys.all, 'move'] as const,
};
