import { z } from 'zod';

/**
 * Bodies of the session-cap and spending-overview extensions (decisions 0282, 0283): shape and
 * type here; the domain keeps which lengths and frequencies exist.
 */
export const sessionLimitBody = z.looseObject({
  minutes: z.number({ error: 'INVALID' }).nullable(),
});

export const overviewFrequencyBody = z.looseObject({
  frequency: z.enum(['DAY', 'WEEK', 'FORTNIGHT', 'MONTH'], { error: 'INVALID' }),
});
