import type { OfferInfoQuery } from '@/lib/api/types';

/** Query keys of the play feature (shared lottery keys live in src/lib/lottery/queries.ts). */
export const playKeys = {
  all: ['play'] as const,
  offer: (query: OfferInfoQuery) => [...playKeys.all, 'offer', query] as const,
};
