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

export interface Comparison {
  metric: keyof RunFigures;
  difference: number;
  spread: number;
  /** The difference is larger than either build's own spread. */
  meaningful: boolean;
}

/** `after` minus `before` per metric, judged against the larger of the two spreads. */
export function compareRuns(
  before: readonly RunFigures[],
  after: readonly RunFigures[],
  metrics: readonly (keyof RunFigures)[] = ['performance', 'tbt', 'lcp'],
): Comparison[] {
  return metrics.map((metric) => {
    const a = before.map((run) => run[metric]);
    const b = after.map((run) => run[metric]);
    const difference = median(b) - median(a);
    const noise = Math.max(spread(a), spread(b));
    return { metric, difference, spread: noise, meaningful: Math.abs(difference) > noise };
  });
}
