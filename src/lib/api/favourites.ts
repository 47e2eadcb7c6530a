import { call } from './http/call';
import type { Favourite, FavouriteInput } from './types';

/** Extension calls (docs/decisions/0018-extension-calls-favourites.md): a 404 on the list means the backend has no favourites. */
export const getFavourites = () =>
  call<Favourite[]>('getFavourites', { method: 'GET', url: '/users/favourites' });

export const createFavourite = (favourite: FavouriteInput) =>
  call<Favourite>('createFavourite', { method: 'POST', url: '/users/favourites', data: favourite });

export const updateFavourite = (favouriteId: number, favourite: FavouriteInput) =>
  call<Favourite>('updateFavourite', {
    method: 'PUT',
    url: `/users/favourites/${favouriteId}`,
    data: favourite,
  });

export const deleteFavourite = (favouriteId: number) =>
  call<void>('deleteFavourite', { method: 'DELETE', url: `/users/favourites/${favouriteId}` });
