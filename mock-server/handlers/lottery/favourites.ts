import { route } from '../../routes/route';
import {
  createFavourite,
  deleteFavourite,
  listFavourites,
  updateFavourite,
} from '../../services/favourites';
import { authed, handle, json, noContent } from '../respond';
import { validBody, validParams } from '../validate';
import { favouriteBody, favouriteParams } from './schemas/favourites';

/** Extension (docs/decisions/0018-extension-calls-favourites.md): the logged-in player's favourite grids. */
export const favouritesHandlers = (base: string) => [
  route.get(
    `${base}/users/favourites`,
    handle(authed(({ world, player }) => json(listFavourites(world, player)))),
  ),
  route.post(
    `${base}/users/favourites`,
    handle(
      authed(async ({ world, request, playerNow }) => {
        const input = await validBody(request, favouriteBody);
        return json(createFavourite(world, playerNow(), input), 201);
      }),
    ),
    { body: favouriteBody },
  ),
  route.put(
    `${base}/users/favourites/:favouriteId`,
    handle(
      authed(async ({ world, request, params, playerNow }) => {
        const { favouriteId } = validParams(params, favouriteParams);
        const input = await validBody(request, favouriteBody);
        return json(updateFavourite(world, playerNow(), favouriteId, input));
      }),
    ),
    { body: favouriteBody, params: favouriteParams },
  ),
  route.delete(
    `${base}/users/favourites/:favouriteId`,
    handle(
      authed(({ world, params, player }) => {
        deleteFavourite(world, player, validParams(params, favouriteParams).favouriteId);
        return noContent();
      }),
    ),
    { params: favouriteParams },
  ),
];
