import type { FavouriteInput } from '@/lib/api/types';
import { localFavouriteActions } from './local-favourites';

export type FavouriteChange =
  | { kind: 'create'; input: FavouriteInput }
  | { kind: 'update'; favouriteId: number; input: FavouriteInput }
  | { kind: 'delete'; favouriteId: number };

/** Thrown for a visitor who already keeps the most favourites (the backend answers 400 FAVOURITES_LIMIT). */
export class LocalLimitError extends Error {}

/** A visitor's change, kept in this browser. */
export function applyLocally(change: FavouriteChange): void {
  if (change.kind === 'create') {
    if (!localFavouriteActions.add(change.input)) throw new LocalLimitError();
  } else if (change.kind === 'update')
    localFavouriteActions.update(change.favouriteId, change.input);
  else localFavouriteActions.remove(change.favouriteId);
}
