import * as z from 'zod/mini';
import { dateTime, id, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';

/**
 * One of GET /users/favourites; POST and PUT answer the saved one (extension,
 * docs/decisions/0018-extension-calls-favourites.md): a logged-in player's saved grids.
 */
export const favourite = object({
  favouriteId: id,
  /** The player's own label; empty when none was given. */
  name: text,
  /** 6 distinct numbers from 1 to 29, ascending. */
  numbers,
  created: dateTime,
});

const FAVOURITE = { name: 'Favourite', schema: favourite, checked: false as const };

/** Favourite grids (extension): documented, read unchecked (decision 0202). */
export const FAVOURITES = defineCalls({
  getFavourites: {
    extension: true,
    summary: "The player's favourite grids",
    answer: { name: 'FavouriteList', schema: z.array(favourite), checked: false },
  },
  createFavourite: {
    extension: true,
    ok: 201,
    summary: 'Save a favourite grid',
    answer: FAVOURITE,
  },
  updateFavourite: {
    extension: true,
    summary: 'Rename or change a favourite',
    answer: FAVOURITE,
  },
  deleteFavourite: {
    extension: true,
    ok: 204,
    summary: 'Delete a favourite',
  },
});
