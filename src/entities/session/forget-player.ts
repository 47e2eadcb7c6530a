import type { QueryClient } from '@tanstack/react-query';
import { forgetPersisted } from '@/lib/query';
import { playerKeys } from './player-keys';

/**
 * Logout or a final 401: every query of the player (all start at the player root, decision 0100)
 * leaves the cache and the offline store, so the cart badge empties and nothing survives.
 */
export function forgetPlayerQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: playerKeys.all });
  forgetPersisted(playerKeys.all);
}
