/** Ways to choose k of n, exact for the small numbers a lottery uses. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let ways = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) ways = (ways * (n - i + 1)) / i;
  return Math.round(ways);
}

export interface MatchOdds {
  matches: number;
  /** Combinations of one grid that match exactly this many numbers. */
  ways: number;
  /** All combinations a grid can be. */
  total: number;
  /** "1 in N": total / ways, rounded for reading (the exact fraction is ways / total). */
  oneIn: number;
}

/**
 * The chance that one grid of `picked` numbers matches exactly `matches` of the `drawn` numbers
 * out of 1..highest: C(drawn, m) × C(highest − drawn, picked − m) / C(highest, picked).
 * Computed from the game's rules, never typed in.
 */
export function matchOdds(matches: number, picked = 6, drawn = 6, highest = 29): MatchOdds {
  const total = choose(highest, picked);
  const ways = choose(drawn, matches) * choose(highest - drawn, picked - matches);
  return { matches, ways, total, oneIn: ways ? total / ways : Infinity };
}

/** The chance of any prize, given the lowest number of matches that wins one. */
export function anyPrizeOdds(lowestWinningMatches: number, picked = 6, drawn = 6, highest = 29) {
  let ways = 0;
  for (let m = lowestWinningMatches; m <= Math.min(picked, drawn); m++)
    ways += matchOdds(m, picked, drawn, highest).ways;
  const total = choose(highest, picked);
  return { ways, total, oneIn: total / ways };
}
