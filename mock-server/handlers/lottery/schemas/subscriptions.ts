import { z } from 'zod';
import { idParam } from './fields';

/**
 * Subscriptions extension (decision 0224): shape and size here; the rules and their codes
 * (INVALID_TIPS, INVALID_WEEKDAYS, INVALID_DRAW_COUNT, INVALID_JACKPOT_MINIMUM) are the domain's.
 */
const terms = {
  tips: z.array(z.array(z.number()).max(29)).max(50).optional(),
  weekdays: z.array(z.number()).max(7).nullable().optional(),
  drawCount: z.number().nullable().optional(),
  minJackpot: z.number().nullable().optional(),
};

export const subscriptionBody = z.looseObject(terms);

export const subscriptionChangeBody = z.looseObject({
  ...terms,
  status: z.string().max(20).optional(),
});

export const subscriptionParams = z.looseObject({ subscriptionId: idParam });
