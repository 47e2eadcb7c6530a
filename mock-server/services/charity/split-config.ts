import { isWholeSplit, type CharitySplit } from '../../../src/lib/api/charity/split';

/** The split the fake publishes unless `CHARITY_SPLIT_BPS` gives another (prize fund, good causes, operating). */
export const DEFAULT_CHARITY_SPLIT: CharitySplit = {
  prizeFundBps: 5_000,
  goodCausesBps: 3_600,
  operatingBps: 1_400,
};

/**
 * The split of every ticket from the fake's configuration (decision 0221). `CHARITY_SPLIT_BPS` is
 * three integers in basis points, e.g. `5000,3600,1400`; a value that does not add up to 10,000 is
 * ignored, so the fake never publishes a split that loses or invents a dinar.
 */
export function charitySplit(): CharitySplit {
  const given = typeof process === 'undefined' ? undefined : process.env.CHARITY_SPLIT_BPS;
  const parts = given?.split(',').map((part) => Number(part.trim()));
  if (parts?.length !== 3) return DEFAULT_CHARITY_SPLIT;
  const [prizeFundBps, goodCausesBps, operatingBps] = parts as [number, number, number];
  const split = { prizeFundBps, goodCausesBps, operatingBps };
  return isWholeSplit(split) ? split : DEFAULT_CHARITY_SPLIT;
}
