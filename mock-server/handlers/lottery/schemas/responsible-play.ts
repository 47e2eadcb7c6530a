import { z } from 'zod';
import { amount } from './fields';

/**
 * The responsible-play extension's bodies (decision 0017). The domain keeps its own rules and codes
 * (limit amounts, which kinds and lengths exist); these check shape and type.
 */
const kind = z.enum(['DEPOSIT', 'SPENDING'], { error: 'INVALID' });
const period = z.enum(['DAY', 'WEEK', 'MONTH'], { error: 'INVALID' });

export const setLimitBody = z.looseObject({
  kind,
  period,
  amount: amount.nullable(),
});

export const timeOutBody = z.looseObject({
  length: z.enum(['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS'], { error: 'INVALID' }),
});

export const realityCheckBody = z.looseObject({
  intervalMinutes: z.number(),
});

/** POST /users/self-exclusion (decision 0207); the password is the query's, as on self-block. */
export const selfExclusionBody = z.looseObject({
  length: z.enum(['SIX_MONTHS', 'ONE_YEAR', 'TWO_YEARS', 'FIVE_YEARS', 'PERMANENT'], {
    error: 'INVALID',
  }),
});
