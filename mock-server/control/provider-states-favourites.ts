import type { World } from '../world/state';
import { FAVOURITE_STATES, SAVED_FAVOURITE } from '../../contracts/states-favourites';
import { MAX_FAVOURITES } from '../domain/favourites';
import { createFavourite } from '../services/favourites';
import { issueTokensFor, requirePlayer, resetWorld } from './world';

type Answer = Record<string, string | number>;

const DEMO_PHONE = '07701234567';

/** Tokens are signed asynchronously (Web Crypto). */
const loggedIn = async (world: World): Promise<Answer> => {
  const { securityToken, refreshToken } = await issueTokensFor(world, DEMO_PHONE);
  return { securityToken, refreshToken };
};

const saved = (world: World, count: number): number[] =>
  Array.from(
    { length: count },
    (_, i) =>
      createFavourite(world, requirePlayer(world, DEMO_PHONE), {
        name: i === 0 ? SAVED_FAVOURITE.name : `Favourite ${i + 1}`,
        numbers: [...SAVED_FAVOURITE.numbers],
      }).favouriteId,
  );

const BUILDERS: Record<string, (world: World) => Promise<Answer>> = {
  [FAVOURITE_STATES.noFavourites]: loggedIn,
  [FAVOURITE_STATES.oneFavourite]: async (world) => ({
    favouriteId: saved(world, 1)[0] ?? 0,
    ...(await loggedIn(world)),
  }),
  [FAVOURITE_STATES.fullFavourites]: (world) => {
    saved(world, MAX_FAVOURITES);
    return loggedIn(world);
  },
};

/** Builds a favourites state on a world reset at `clockStart`; null when the name is not one. */
export function favouriteStateValues(
  world: World,
  name: string,
  clockStart: number,
): Promise<Answer> | null {
  const build = BUILDERS[name];
  if (!build) return null;
  resetWorld(world, { clockStart });
  return build(world);
}
