import type { QueryClient } from '@tanstack/react-query';
import type { FavouriteInput } from '@/lib/api/types';
import type { FavouriteChange } from '@/lib/favourites/change';
import { favouriteKeys } from '@/lib/favourites/keys';
import { isLoggedIn } from '@/entities/session';

// Loaded on first use: the start route registers the calls but does not carry them.
const calls = () => import('./favourites-calls');

/**
 * Gives the shared favourites hooks (`@/lib/favourites`, used by the play page, tickets and the
 * checker) their calls: lib may not import a feature, so the fetchers are registered on the
 * client as query and mutation defaults under the keys the hooks use.
 */
export function registerFavouritesCalls(client: QueryClient): void {
  client.setQueryDefaults(favouriteKeys.account(), {
    queryFn: async () => (await calls()).fetchAccountFavourites(),
    staleTime: 5 * 60_000,
  });
  client.setMutationDefaults(favouriteKeys.change(), {
    mutationFn: async (change: FavouriteChange) =>
      (await calls()).changeFavourite(change, isLoggedIn(client)),
  });
  client.setMutationDefaults(favouriteKeys.move(), {
    mutationFn: async (moves: readonly FavouriteInput[]) => (await calls()).moveToAccount(moves),
  });
}
