import type { ServerDateTime } from './common';

/**
 * Extension (not in the spec's section 7; docs/decisions/0018-extension-calls-favourites.md): a logged-in player's saved
 * grids. Pinned in contracts/pacts/lottery-web-lottery-api-extensions.json.
 */
export interface Favourite {
  favouriteId: number;
  /** The player's own label; empty when none was given. */
  name: string;
  /** 6 distinct numbers from 1 to 29, ascending. */
  numbers: number[];
  created: ServerDateTime;
}

/** Body of POST /users/favourites and PUT /users/favourites/{favouriteId}. */
export interface FavouriteInput {
  name: string;
  numbers: number[];
}
