import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Favourite } from '@/lib/api/types';
import { isLoggedIn, useIsLoggedIn } from '@/entities/session';
import type { FavouriteChange } from './change';
import { changeFavourite } from './favourites-calls';
import { accountFavouritesQuery } from './favourites-query';
import { favouriteKeys } from './keys';
import { localFavourites } from './local-favourites';
import { useMoveVisitorFavourites } from './use-move-visitor-favourites';

export interface FavouritesState {
  /** Where they are kept: the account, this browser, or nowhere (backend without the call). */
  source: 'account' | 'browser' | 'unsupported';
  favourites: readonly Favourite[];
  loading: boolean;
  failed: boolean;
  /** Asks the account's list again after a failure. */
  retry: () => void;
}

/**
 * The player's favourites (account) or the visitor's (this browser); a login moves the latter.
 */
export function useFavourites(): FavouritesState {
  const loggedIn = useIsLoggedIn();
  // A snapshot is deeply readonly; the list is only read here.
  const local = useSnapshot(localFavourites).list as Favourite[];
  const account = useQuery({ ...accountFavouritesQuery(), enabled: loggedIn });
  useMoveVisitorFavourites(loggedIn ? account.data : undefined);
  const idle = { loading: false, failed: false, retry: () => undefined };
  if (!loggedIn) return { source: 'browser', favourites: local, ...idle };
  if (account.data === null) return { source: 'unsupported', favourites: [], ...idle };
  return {
    source: 'account',
    favourites: account.data ?? [],
    loading: account.isPending,
    failed: account.isError,
    retry: () => void account.refetch(),
  };
}

/** Save, change or delete a favourite where the player keeps them; the account's list is refetched. */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, FavouriteChange>({
    mutationKey: favouriteKeys.change(),
    mutationFn: (change) => changeFavourite(change, isLoggedIn(queryClient)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.account() }),
  });
}
