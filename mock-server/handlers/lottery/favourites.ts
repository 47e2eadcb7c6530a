import { http } from 'msw';
import type { FavouriteInput } from '../../../src/lib/api/types';
import {
  createFavourite,
  deleteFavourite,
  listFavourites,
  updateFavourite,
} from '../../services/favourites';
import { body, handle, json, noContent, playerOf } from '../respond';

/** Extension (docs/decisions.md 300): the logged-in player's favourite grids. */
export const favouritesHandlers = (base: string) => [
  http.get(
    `${base}/users/favourites`,
    handle(({ request }) => json(listFavourites(playerOf(request)))),
  ),
  http.post(
    `${base}/users/favourites`,
    handle(async ({ request }) => {
      playerOf(request);
      const input = await body<FavouriteInput>(request);
      return json(createFavourite(playerOf(request), input), 201);
    }),
  ),
  http.put(
    `${base}/users/favourites/:favouriteId`,
    handle(async ({ request, params }) => {
      playerOf(request);
      const input = await body<FavouriteInput>(request);
      return json(updateFavourite(playerOf(request), params.favouriteId, input));
    }),
  ),
  http.delete(
    `${base}/users/favourites/:favouriteId`,
    handle(({ request, params }) => {
      deleteFavourite(playerOf(request), params.favouriteId);
      return noContent();
    }),
  ),
];
