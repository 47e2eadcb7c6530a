import { queryOptions } from '@tanstack/react-query';
import { fetchAccountFavourites } from './favourites-calls';
import { favouriteKeys } from './keys';

/** The account's favourites (null: the backend has no favourites call, decision 0018). */
export const accountFavouritesQuery = () =>
  queryOptions({
    queryKey: favouriteKeys.account(),
    queryFn: fetchAccountFavourites,
    staleTime: 5 * 60_000,
  });
