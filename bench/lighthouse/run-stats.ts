/** Figures of one calibrated Lighthouse run. */
export interface RunFigures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  multiplier: number;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The interquartile range: the run-to-run spread a difference has to exceed to mean something. */
export function spread(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length < 2) return 0;
  const at = (q: number) => {
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    const high = Math.ceil(position);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
  };
  return at(0.75) - at(0.25);
}

export interface PairedComparison<Metric extends string = string> {
  metric: Metric;
  /** The median of the pairs' differences. */
  difference: number;
  /** The differences' own spread (interquartile). */
  spread: number;
  /** The difference is larger than that spread, over at least three pairs (one has no spread). */
  meaningful: boolean;
  /** In how many pairs `after` was lower. */
  lower: number;
  pairs: number;
}

/**
 * `after` minus `before` pair by pair (run i of one build beside run i of the other, slowed
 * alike): the median of the differences, judged against their own spread. The machine's drift
 * between pairs cancels; what is left is the builds'.
 */
export function comparePairs<Metric extends string>(
  before: readonly Record<Metric, number>[],
  after: readonly Record<Metric, number>[],
  metrics: readonly Metric[],
): PairedComparison<Metric>[] {
  if (before.length !== after.length) throw new Error('comparePairs needs runs in pairs');
  return metrics.map((metric) => {
    const differences = after.map((run, pair) => run[metric] - before[pair]![metric]);
    const difference = median(differences);
    const noise = spread(differences);
    return {
      metric,
      difference,
      spread: noise,
      meaningful: differences.length >= 3 && Math.abs(difference) > noise,
      lower: differences.filter((value) => value < 0).length,
      pairs: differences.length,
    };
  });
}

/** One metric's paired comparison as printed: `tbt -413* (spread 173, lower 9/9)`. */
export function describePair(comparison: PairedComparison): string {
  const { metric, difference, spread: noise, meaningful, lower, pairs } = comparison;
  const sign = difference > 0 ? '+' : '';
  const mark = meaningful ? '*' : '';
  return `${metric} ${sign}${difference.toFixed(0)}${mark} (spread ${noise.toFixed(0)}, lower ${lower}/${pairs})`;
}
