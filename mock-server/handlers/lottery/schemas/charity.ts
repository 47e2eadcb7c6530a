import { z } from 'zod';
import { dateParam, intParam } from './fields';

/** GET /charity/draws (decision 0221): both dates, the service checks they are real and in order. */
export const charityDrawsQuery = z.looseObject({ from: dateParam, to: dateParam });

/** GET /users/charity/contribution: the calendar year, the current one when left out. */
export const contributionQuery = z.looseObject({ year: intParam(2000, 2100).optional() });
