import type { OfferInfoQuery } from '@/lib/api/types';

/** Query keys of the public lottery facts (game info, ticket type, offer); the play feature asks the last two. */
export const playKeys = {
  all: ['play'] as const,
  gameInfo: () => [...playKeys.all, 'game-info'] as const,
  ticketType: () => [...playKeys.all, 'ticket-type'] as const,
  offer: (query: OfferInfoQuery) => [...playKeys.all, 'offer', query] as const,
};
