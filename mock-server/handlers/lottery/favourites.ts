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
    handle(({ world, request }) => json(listFavourites(world, playerOf(world, request)))),
  ),
  route.post(
    `${base}/users/favourites`,
    handle(async ({ world, request }) => {
      playerOf(world, request);
      const input = await validBody(request, favouriteBody);
      return json(createFavourite(world, playerOf(world, request), input), 201);
    }),
    { body: favouriteBody },
  ),
  route.put(
    `${base}/users/favourites/:favouriteId`,
    handle(async ({ world, request, params }) => {
      playerOf(world, request);
      const { favouriteId } = validParams(params, favouriteParams);
      const input = await validBody(request, favouriteBody);
      return json(updateFavourite(world, playerOf(world, request), favouriteId, input));
    }),
    { body: favouriteBody, params: favouriteParams },
  ),
  route.delete(
    `${base}/users/favourites/:favouriteId`,
    handle(({ world, request, params }) => {
      playerOf(world, request);
      deleteFavourite(
        world,
        playerOf(world, request),
        validParams(params, favouriteParams).favouriteId,
      );
      return noContent();
    }),
    { params: favouriteParams },
  ),
];
