import { route } from '../../routes/route';
import {
  createFavourite,
  deleteFavourite,
  listFavourites,
  updateFavourite,
} from '../../services/favourites';
import { handle, json, noContent, playerOf } from '../respond';
import { validBody, validParams } from '../validate';
import { favouriteBody, favouriteParams } from './schemas/favourites';

/** Extension (docs/decisions/0018-extension-calls-favourites.md): the logged-in player's favourite grids. */
export const favouritesHandlers = (base: string) => [
  route.get(
    `${base}/users/favourites`,
    handle(({ request }) => json(listFavourites(playerOf(request)))),
  ),
  route.post(
    `${base}/users/favourites`,
    handle(async ({ request }) => {
      playerOf(request);
      const input = await validBody(request, favouriteBody);
      return json(createFavourite(playerOf(request), input), 201);
    }),
  ),
  route.put(
    `${base}/users/favourites/:favouriteId`,
    handle(async ({ request, params }) => {
      playerOf(request);
      const { favouriteId } = validParams(params, favouriteParams);
      const input = await validBody(request, favouriteBody);
      return json(updateFavourite(playerOf(request), favouriteId, input));
    }),
  ),
  route.delete(
    `${base}/users/favourites/:favouriteId`,
    handle(({ request, params }) => {
      playerOf(request);
      deleteFavourite(playerOf(request), validParams(params, favouriteParams).favouriteId);
      return noContent();
    }),
  ),
];
