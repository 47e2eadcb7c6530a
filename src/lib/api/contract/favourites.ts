import * as z from 'zod/mini';
import { dateTime, id, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { idParam, upTo } from './request-fields';

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
/** Shape and size here; the grid rules stay the backend's (decision 0018). */
const favouriteBody = z.looseObject({
  name: z.optional(upTo(60)),
  numbers: z.optional(z.array(z.number()).check(z.maxLength(29))),
});
const favouriteParams = z.looseObject({ favouriteId: idParam });

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
    request: { body: favouriteBody },
    answer: FAVOURITE,
  },
  updateFavourite: {
    extension: true,
    summary: 'Rename or change a favourite',
    request: { params: favouriteParams, body: favouriteBody },
    answer: FAVOURITE,
  },
  deleteFavourite: {
    extension: true,
    ok: 204,
    summary: 'Delete a favourite',
    request: { params: favouriteParams },
  },
});
