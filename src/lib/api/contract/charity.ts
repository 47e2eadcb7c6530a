import * as z from 'zod/mini';
import { isWholeSplit } from '../charity/split';
import { dateTime, id, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { dateParam, intParam } from './request-fields';

/** Integer IQD, never negative. */
const iqd = z.int().check(z.nonnegative());
const bps = z.int().check(z.nonnegative());

/** A split whose shares do not add up to 10,000 is not read at all. */
export const charitySplit = object({
  prizeFundBps: bps,
  goodCausesBps: bps,
  operatingBps: bps,
}).check(z.refine(isWholeSplit, 'the shares do not add up to 10,000'));

export const charityDraws = object({
  from: text,
  to: text,
  /** raisedThisYear: the draws of the same calendar year up to and including this one. */
  draws: z.array(object({ drawId: id, drawDate: dateTime, raised: iqd, raisedThisYear: iqd })),
  /** The sum of `raised` over `draws`, stated by the backend. */
  total: iqd,
});

export const charityContribution = object({ year: z.int(), goodCauses: iqd });

/** Where the money goes (extension, decision 0221): money figures, so each answer is checked. */
export const CHARITY = defineCalls({
  getCharitySplit: {
    extension: true,
    summary:
      'The split of every ticket: prize fund, good causes and operating costs in basis points that sum to 10,000',
    answer: { name: 'CharitySplit', schema: charitySplit },
  },
  getCharityDraws: {
    extension: true,
    summary:
      'What each held draw between from and to (yyyy-MM-dd, at most 366 days) raised for good causes, its running total for its calendar year, and the sum',
    // Both dates; the service checks they are real and in order (decision 0221).
    request: { query: z.looseObject({ from: dateParam, to: dateParam }) },
    answer: { name: 'CharityDraws', schema: charityDraws },
  },
  getCharityContribution: {
    extension: true,
    summary:
      "The good-causes share of the player's purchases in a calendar year (year, default this one)",
    // The calendar year, the current one when left out.
    request: { query: z.looseObject({ year: z.optional(intParam(2000, 2100)) }) },
    answer: { name: 'CharityContribution', schema: charityContribution },
  },
});
