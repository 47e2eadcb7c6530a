import type { PrizeRank } from '@/lib/api/types';
import { anyPrizeOdds, matchOdds, type MatchOdds } from '@/lib/lottery/odds';

export interface GameRules {
  numbersToPick: number;
  highestNumber: number;
}

export interface OddsRow extends MatchOdds {
  rank: number;
  /** What the backend paid one winning grid of this rank in the draw given; null for none. */
  prizePerWinner: number | null;
}

/**
 * Each prize rank the backend names with its chance per grid, computed from the game's rules (as
 * many numbers drawn as picked), and the chance of any prize: the ranks decide which match counts
 * win, never a table typed in here.
 */
export function oddsRows(rules: GameRules, ranks: readonly PrizeRank[]) {
  const { numbersToPick: picked, highestNumber: highest } = rules;
  const rows: OddsRow[] = [...ranks]
    .sort((a, b) => a.rank - b.rank)
    .map((r) => ({
      ...matchOdds(r.matches, picked, picked, highest),
      rank: r.rank,
      prizePerWinner: r.prizePerWinner,
    }));
  const lowest = Math.min(...ranks.map((r) => r.matches));
  const any = rows.length ? anyPrizeOdds(lowest, picked, picked, highest) : null;
  return { rows, any };
}
