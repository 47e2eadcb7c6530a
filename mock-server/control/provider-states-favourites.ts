import { FAVOURITE_STATES, SAVED_FAVOURITE } from '../../contracts/states-favourites';
import { MAX_FAVOURITES } from '../domain/favourites';
import { createFavourite } from '../services/favourites';
import { issueTokensFor, requirePlayer, resetWorld } from './world';

type Answer = Record<string, string | number>;

const DEMO_PHONE = '07701234567';

/** Tokens are signed asynchronously (Web Crypto). */
const loggedIn = async (): Promise<Answer> => {
  const { securityToken, refreshToken } = await issueTokensFor(DEMO_PHONE);
  return { securityToken, refreshToken };
};

const saved = (count: number): number[] =>
  Array.from(
    { length: count },
    (_, i) =>
      createFavourite(requirePlayer(DEMO_PHONE), {
        name: i === 0 ? SAVED_FAVOURITE.name : `Favourite ${i + 1}`,
        numbers: [...SAVED_FAVOURITE.numbers],
      }).favouriteId,
  );

const BUILDERS: Record<string, () => Promise<Answer>> = {
  [FAVOURITE_STATES.noFavourites]: loggedIn,
  [FAVOURITE_STATES.oneFavourite]: async () => ({
    favouriteId: saved(1)[0] ?? 0,
    ...(await loggedIn()),
  }),
  [FAVOURITE_STATES.fullFavourites]: () => {
    saved(MAX_FAVOURITES);
    return loggedIn();
  },
};

/** Builds a favourites state on a world reset at `clockStart`; null when the name is not one. */
export function favouriteStateValues(name: string, clockStart: number): Promise<Answer> | null {
  const build = BUILDERS[name];
  if (!build) return null;
  resetWorld({ clockStart });
  return build();
}
