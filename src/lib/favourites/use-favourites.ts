import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { useIsLoggedIn } from '@/lib/session';
import { favouriteKeys } from './keys';
import { localFavouriteActions, localFavourites } from './local-favourites';
import { useMoveVisitorFavourites } from './use-move-visitor-favourites';

/** The account's favourites; null when the backend answers 404 (it has no favourites call). */
export const accountFavouritesQuery = () =>
  queryOptions({
    queryKey: favouriteKeys.account(),
    queryFn: async (): Promise<Favourite[] | null> => {
      try {
        return await api.getFavourites();
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export interface FavouritesState {
  /** Where they are kept: the account, this browser, or nowhere (backend without the call). */
  source: 'account' | 'browser' | 'unsupported';
  favourites: readonly Favourite[];
  loading: boolean;
  failed: boolean;
}

/** The player's favourites (account) or the visitor's (this browser); a login moves the latter. */
export function useFavourites(): FavouritesState {
  const loggedIn = useIsLoggedIn();
  // A snapshot is deeply readonly; the list is only read here.
  const local = useSnapshot(localFavourites).list as Favourite[];
  const account = useQuery({ ...accountFavouritesQuery(), enabled: loggedIn });
  useMoveVisitorFavourites(loggedIn ? account.data : undefined);
  if (!loggedIn) return { source: 'browser', favourites: local, loading: false, failed: false };
  if (account.data === null)
    return { source: 'unsupported', favourites: [], loading: false, failed: false };
  return {
    source: 'account',
    favourites: account.data ?? [],
    loading: account.isPending,
    failed: account.isError,
  };
}

type Change =
  | { kind: 'create'; input: FavouriteInput }
  | { kind: 'update'; favouriteId: number; input: FavouriteInput }
  | { kind: 'delete'; favouriteId: number };

/** Thrown for a visitor who already keeps the most favourites (the backend answers 400 FAVOURITES_LIMIT). */
export class LocalLimitError extends Error {}

/** Save, change or delete a favourite where the player keeps them; the list is refetched. */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  return useMutation({
    mutationFn: async (change: Change): Promise<void> => {
      if (!loggedIn) return applyLocally(change);
      if (change.kind === 'create') await api.createFavourite(change.input);
      else if (change.kind === 'update')
        await api.updateFavourite(change.favouriteId, change.input);
      else await api.deleteFavourite(change.favouriteId);
    },
    onSettled: () =>
      loggedIn ? queryClient.invalidateQueries({ queryKey: favouriteKeys.account() }) : undefined,
  });
}

function applyLocally(change: Change): void {
  if (change.kind === 'create') {
    if (!localFavouriteActions.add(change.input)) throw new LocalLimitError();
  } else if (change.kind === 'update')
    localFavouriteActions.update(change.favouriteId, change.input);
  else localFavouriteActions.remove(change.favouriteId);
}
