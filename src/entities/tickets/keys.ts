import { playerKeys } from '@/entities/session/player-keys';
import type { TicketListKind } from './ticket-pages';

/**
 * Query keys of the tickets: one player's ticket lists, under the player root so a
 * logout forgets them (and their offline copy).
 */
export const ticketsKeys = {
  all: [...playerKeys.all, 'tickets'] as const,
  lists: () => [...ticketsKeys.all, 'list'] as const,
  list: (kind: TicketListKind) => [...ticketsKeys.lists(), kind] as const,
};
