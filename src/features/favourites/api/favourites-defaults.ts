import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { applyLocally, favouriteKeys, type FavouriteChange } from '@/lib/favourites';
import { isLoggedIn } from '@/lib/session';

/** The account's favourites; null when the backend answers 404 (it has no favourites call). */
export async function fetchAccountFavourites(): Promise<Favourite[] | null> {
  try {
    return await api.getFavourites();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

async function changeOnAccount(change: FavouriteChange): Promise<void> {
  if (change.kind === 'create') await api.createFavourite(change.input);
  else if (change.kind === 'update') await api.updateFavourite(change.favouriteId, change.input);
  else await api.deleteFavourite(change.favouriteId);
}

/** One at a time, in order: the account's limit refuses the rest rather than a random few. */
async function moveToAccount(moves: readonly FavouriteInput[]): Promise<void> {
  for (const { name, numbers } of moves) await api.createFavourite({ name, numbers });
}

/**
 * Gives the shared favourites hooks (`@/lib/favourites`, used by the play page, tickets and the
 * checker) their calls: lib may not import a feature, so the fetchers are registered on the
 * client as query and mutation defaults under the keys the hooks use.
 */
export function registerFavouritesCalls(client: QueryClient): void {
  client.setQueryDefaults(favouriteKeys.account(), {
    queryFn: fetchAccountFavourites,
    staleTime: 5 * 60_000,
  });
  client.setMutationDefaults(favouriteKeys.change(), {
    mutationFn: (change: FavouriteChange) =>
      isLoggedIn(client) ? changeOnAccount(change) : Promise.resolve(applyLocally(change)),
  });
  client.setMutationDefaults(favouriteKeys.move(), { mutationFn: moveToAccount });
}
