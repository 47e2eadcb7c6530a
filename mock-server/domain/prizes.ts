import type { TipResult } from '../../src/lib/api/types';

export interface PrizeTier {
  rank: number;
  matches: number;
  /** Fixed prize per winning grid; null for the jackpot, which winners share. */
  fixedPrize: number | null;
}

/** Rank 1 (6 matches) shares the jackpot; ranks 2 to 4 pay fixed prizes. */
export const PRIZE_TABLE: readonly PrizeTier[] = [
  { rank: 1, matches: 6, fixedPrize: null },
  { rank: 2, matches: 5, fixedPrize: 1_000_000 },
  { rank: 3, matches: 4, fixedPrize: 50_000 },
  { rank: 4, matches: 3, fixedPrize: 2_000 },
];

export const tierFor = (matches: number): PrizeTier | undefined =>
  PRIZE_TABLE.find((tier) => tier.matches === matches);

export const matchedNumbers = (grid: readonly number[], winning: readonly number[]): number[] =>
  grid.filter((n) => winning.includes(n)).sort((a, b) => a - b);

/** Jackpot share per winning grid: integer IQD, rounded down (the remainder rolls over). */
export const jackpotShare = (jackpot: number, winners: number): number =>
  winners > 0 ? Math.floor(jackpot / winners) : 0;

/** One result per grid, with the rank and the prize it won in a draw. */
export function gridResults(
  tips: readonly number[][],
  winning: readonly number[],
  jackpotPerWinner: number,
): TipResult[] {
  return tips.map((grid, tipIndex) => {
    const matched = matchedNumbers(grid, winning);
    const tier = tierFor(matched.length);
    const prize = tier ? (tier.fixedPrize ?? jackpotPerWinner) : 0;
    return { tipIndex, matchedNumbers: matched, rank: tier?.rank ?? null, prize };
  });
}

/** How many grids reach each rank, for the winnings table of a draw. */
export function countWinners(
  allTips: readonly number[][],
  winning: readonly number[],
): Map<number, number> {
  const counts = new Map<number, number>(PRIZE_TABLE.map((tier) => [tier.rank, 0]));
  for (const grid of allTips) {
    const tier = tierFor(matchedNumbers(grid, winning).length);
    if (tier) counts.set(tier.rank, (counts.get(tier.rank) ?? 0) + 1);
  }
  return counts;
}
