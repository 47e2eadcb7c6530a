import { playerKeys } from '@/entities/session';

/** Query keys of the player's money facts; under the player root, so logout forgets them. */
export const fundsKeys = {
  all: [...playerKeys.all, 'funds'] as const,
  balance: () => [...fundsKeys.all, 'balance'] as const,
  bookings: () => [...fundsKeys.all, 'bookings'] as const,
};
