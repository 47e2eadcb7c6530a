import { describe, expect, it } from 'vitest';
import { anyPrizeOdds, choose, matchOdds } from './odds';

describe('odds of 6 of 29', () => {
  it('counts combinations exactly', () => {
    expect(choose(29, 6)).toBe(475_020);
    expect(choose(23, 3)).toBe(1_771);
    expect(choose(6, 7)).toBe(0);
  });

  it('gives each rank its chance from the rules', () => {
    expect(matchOdds(6)).toMatchObject({ ways: 1, total: 475_020, oneIn: 475_020 });
    expect(matchOdds(5).ways).toBe(6 * 23);
    expect(matchOdds(4).ways).toBe(15 * 253);
    expect(matchOdds(3).ways).toBe(20 * 1_771);
    expect(Math.round(matchOdds(5).oneIn)).toBe(3_442);
    expect(Math.round(matchOdds(4).oneIn)).toBe(125);
    expect(matchOdds(3).oneIn).toBeCloseTo(13.41, 2);
  });

  it('accounts for every grid exactly once across all match counts', () => {
    const all = [0, 1, 2, 3, 4, 5, 6].reduce((sum, m) => sum + matchOdds(m).ways, 0);
    expect(all).toBe(475_020);
  });

  it('gives the chance of any prize from three matches up', () => {
    const any = anyPrizeOdds(3);
    expect(any.ways).toBe(1 + 138 + 3_795 + 35_420);
    expect(any.oneIn).toBeCloseTo(12.07, 2);
  });
});
