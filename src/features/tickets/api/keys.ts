import type { TicketListKind } from './ticket-pages';

/** Query keys of the tickets feature: one player's ticket lists. */
export const ticketsKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketsKeys.all, 'list'] as const,
  list: (kind: TicketListKind) => [...ticketsKeys.lists(), kind] as const,
};
