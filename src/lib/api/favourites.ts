import { call } from './http/call';
import type { FavouriteInput } from './types';

/** Extension calls (docs/decisions/0018-extension-calls-favourites.md): a 404 on the list means the backend has no favourites. */
export const getFavourites = () => call('getFavourites');

export const createFavourite = (favourite: FavouriteInput) =>
  call('createFavourite', { data: favourite });

export const updateFavourite = (favouriteId: number, favourite: FavouriteInput) =>
  call('updateFavourite', { path: { favouriteId }, data: favourite });

export const deleteFavourite = (favouriteId: number) =>
  call('deleteFavourite', { path: { favouriteId } });
