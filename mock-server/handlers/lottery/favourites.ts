import { route } from '../../routes/route';
import {
  createFavourite,
  deleteFavourite,
  listFavourites,
  updateFavourite,
} from '../../services/favourites';
import { authed, handle, json, noContent } from '../respond';

/** Extension (docs/decisions/0018-extension-calls-favourites.md): the logged-in player's favourite grids. */
export const favouritesHandlers = (base: string) => [
  route.call(base, 'getFavourites', () =>
    handle(authed(({ world, player }) => json(listFavourites(world, player)))),
  ),
  route.call(base, 'createFavourite', (input) =>
    handle(
      authed(async ({ world, request, playerNow }) => {
        const favourite = await input.body(request);
        return json(createFavourite(world, playerNow(), favourite), 201);
      }),
    ),
  ),
  route.call(base, 'updateFavourite', (input) =>
    handle(
      authed(async ({ world, request, params, playerNow }) => {
        const { favouriteId } = input.params(params);
        const change = await input.body(request);
        return json(updateFavourite(world, playerNow(), favouriteId, change));
      }),
    ),
  ),
  route.call(base, 'deleteFavourite', (input) =>
    handle(
      authed(({ world, params, player }) => {
        deleteFavourite(world, player, input.params(params).favouriteId);
        return noContent();
      }),
    ),
  ),
];
