import type { DrawWinnings, Iqd, LottoResult } from '@/lib/api/types';

/** The fewest matches that win anything (rank 4 in the prize table); below it no winnings are asked. */
export const MIN_PRIZE_MATCHES = 3;

export interface DrawCheck {
  result: LottoResult;
  matched: number[];
  /** Prize rank for this many matches, null when it wins nothing. */
  rank: number | null;
  /** What one winner of that rank got; null while unknown or when nobody won that rank. */
  prizePerWinner: Iqd | null;
}

export const matchNumbers = (numbers: readonly number[], winning: readonly number[]): number[] =>
  numbers.filter((n) => winning.includes(n)).sort((a, b) => a - b);

/**
 * Checks one grid against drawn draws. Ranks and prizes come from each draw's winnings (GET
 * /draw/winnings). A fixed prize is known even when nobody won its rank; a jackpot nobody won
 * has no prize per winner (it rolled over), so it stays unknown (null) rather than invented.
 */
export function checkNumbers(
  numbers: readonly number[],
  results: readonly LottoResult[],
  winnings: ReadonlyMap<number, DrawWinnings>,
): DrawCheck[] {
  return results.map((result) => {
    const matched = matchNumbers(numbers, result.winningNumbers);
    const rank = winnings.get(result.drawId)?.ranks.find((r) => r.matches === matched.length);
    return {
      result,
      matched,
      rank: rank?.rank ?? null,
      prizePerWinner: rank && rank.prizePerWinner > 0 ? rank.prizePerWinner : null,
    };
  });
}

/** The draws that need their winnings to tell rank and prize. */
export const drawsWithPrizes = (numbers: readonly number[], results: readonly LottoResult[]) =>
  results
    .filter((r) => matchNumbers(numbers, r.winningNumbers).length >= MIN_PRIZE_MATCHES)
    .map((r) => r.drawId);

/**
 * The sum of the prizes, or null when a winning check's prize is not known (yet): an unknown
 * prize is not counted as 0 (issue 38).
 */
export function totalPrize(checks: readonly DrawCheck[]): Iqd | null {
  let sum = 0;
  for (const check of checks) {
    if (check.rank === null) continue;
    if (check.prizePerWinner === null) return null;
    sum += check.prizePerWinner;
  }
  return sum;
}
