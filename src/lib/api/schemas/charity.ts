import * as z from 'zod/mini';
import { isWholeSplit } from '../charity/split';
import { dateTime, id, object, text } from './fields';

/** Integer IQD, never negative. */
const iqd = z.int().check(z.nonnegative());
const bps = z.int().check(z.nonnegative());

/** GET /charity/split: a split whose shares do not add up to 10,000 is not read at all. */
export const charitySplit = object({
  prizeFundBps: bps,
  goodCausesBps: bps,
  operatingBps: bps,
}).check(z.refine(isWholeSplit, 'the shares do not add up to 10,000'));

export const charityDraws = object({
  from: text,
  to: text,
  draws: z.array(object({ drawId: id, drawDate: dateTime, raised: iqd, raisedThisYear: iqd })),
  total: iqd,
});

export const charityContribution = object({ year: z.int(), goodCauses: iqd });
