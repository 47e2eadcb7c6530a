import * as z from 'zod/mini';
import { dateTime, id, numbers, object, text } from './fields';

/** One of GET /users/favourites; POST and PUT answer the saved one. */
export const favourite = object({
  favouriteId: id,
  name: text,
  numbers,
  created: dateTime,
});

/** GET /users/terms and PUT /users/terms. */
export const termsState = object({
  latestVersion: text,
  latestEffectiveFrom: text,
  acceptedVersion: z.nullable(text),
  acceptedAt: z.nullable(dateTime),
  latestAccepted: z.boolean(),
});
