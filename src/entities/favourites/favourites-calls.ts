import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { applyLocally, type FavouriteChange } from './change';

/** The account's favourites; null when the backend answers 404 (it has no favourites call). */
export async function fetchAccountFavourites(): Promise<Favourite[] | null> {
  return unlessNotOffered(api.getFavourites());
}

/** Save, change or delete a favourite: on the account when logged in, else in this browser. */
export async function changeFavourite(change: FavouriteChange, loggedIn: boolean): Promise<void> {
  if (!loggedIn) return applyLocally(change);
  if (change.kind === 'create') await api.createFavourite(change.input);
  else if (change.kind === 'update') await api.updateFavourite(change.favouriteId, change.input);
  else await api.deleteFavourite(change.favouriteId);
}

/** One at a time, in order: the account's limit refuses the rest rather than a random few. */
export async function moveToAccount(moves: readonly FavouriteInput[]): Promise<void> {
  for (const { name, numbers } of moves) await api.createFavourite({ name, numbers });
}
