import { z } from 'zod';
import { idParam, text } from './fields';

/** Favourites extension (decision 0018): shape and size here; the grid rules stay the service's. */
export const favouriteBody = z.looseObject({
  name: text(60).optional(),
  numbers: z.array(z.number()).max(29).optional(),
});

export const favouriteParams = z.looseObject({ favouriteId: idParam });
