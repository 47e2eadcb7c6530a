import { describe, expect, it } from 'vitest';
import { isWholeSplit, splitAmount, type CharitySplit } from './split';

const split: CharitySplit = { prizeFundBps: 5_000, goodCausesBps: 3_600, operatingBps: 1_400 };
const sum = (parts: Record<string, number>) => Object.values(parts).reduce((a, b) => a + b, 0);

describe('the charity split', () => {
  it('knows a split whose shares add up to the whole', () => {
    expect(isWholeSplit(split)).toBe(true);
    expect(isWholeSplit({ ...split, operatingBps: 1_399 })).toBe(false);
    expect(isWholeSplit({ ...split, operatingBps: 1_400.5, goodCausesBps: 3_599.5 })).toBe(false);
  });

  it('gives 1,080 of 3,000 IQD to good causes at 36 %', () => {
    expect(splitAmount(3_000, split)).toEqual({
      prizeFund: 1_500,
      goodCauses: 1_080,
      operating: 420,
    });
  });

  it('adds up to the amount exactly, in whole dinars, for awkward shares', () => {
    const odd: CharitySplit = { prizeFundBps: 3_333, goodCausesBps: 3_333, operatingBps: 3_334 };
    for (const amount of [1, 2, 7, 1_000, 2_999, 3_001, 123_457]) {
      const parts = splitAmount(amount, odd);
      expect(sum(parts)).toBe(amount);
      expect(Object.values(parts).every(Number.isInteger)).toBe(true);
    }
  });

  it('does not drift when many tickets are split one by one', () => {
    let causes = 0;
    for (let i = 0; i < 1_000; i++) causes += splitAmount(1_000, split).goodCauses;
    expect(causes).toBe(splitAmount(1_000_000, split).goodCauses);
  });
});
