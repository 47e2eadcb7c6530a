import { describe, expect, it } from 'vitest';
import type { PrizeRank } from '@/lib/api/types';
import { oddsRows } from './odds-rows';

const rank = (r: number, matches: number, prizePerWinner: number): PrizeRank => ({
  rank: r,
  matches,
  winners: 0,
  prizePerWinner,
  totalPrize: 0,
});
const RULES = { numbersToPick: 6, highestNumber: 29 };

describe('the odds of the ranks the backend names', () => {
  it('gives each rank its chance from the rules and keeps the backend prize', () => {
    const { rows, any } = oddsRows(RULES, [
      rank(3, 4, 50_000),
      rank(1, 6, 0),
      rank(2, 5, 1_000_000),
      rank(4, 3, 2_000),
    ]);
    expect(rows.map((r) => [r.rank, r.matches, r.ways, r.prizePerWinner])).toEqual([
      [1, 6, 1, 0],
      [2, 5, 138, 1_000_000],
      [3, 4, 3_795, 50_000],
      [4, 3, 35_420, 2_000],
    ]);
    expect(rows[0]!.oneIn).toBe(475_020);
    expect(any).toMatchObject({ ways: 39_354, total: 475_020 });
  });

  it('counts only the ranks the backend names toward any prize', () => {
    const { any } = oddsRows(RULES, [rank(1, 6, 0), rank(2, 5, 1_000_000)]);
    expect(any?.ways).toBe(139);
  });

  it('follows other rules: 5 of 35', () => {
    const { rows } = oddsRows({ numbersToPick: 5, highestNumber: 35 }, [rank(1, 5, 0)]);
    expect(rows[0]!.oneIn).toBe(324_632);
  });

  it('says nothing about any prize without ranks', () => {
    expect(oddsRows(RULES, [])).toEqual({ rows: [], any: null });
  });
});
