import { comparePairs, describePair, median, spread, type RunFigures } from './run-stats';

const pick = (runs: readonly RunFigures[], key: keyof RunFigures) => runs.map((run) => run[key]);

/** One route's medians, spreads (interquartile) and every run's benchmark index and multiplier. */
export function printRoute(route: string, runs: readonly RunFigures[]): void {
  const score = pick(runs, 'performance');
  const tbt = pick(runs, 'tbt');
  const lcp = pick(runs, 'lcp');
  const cls = pick(runs, 'cls');
  console.log(
    `${route.padEnd(24)} perf ${median(score)} (±${spread(score)}, ${Math.min(...score)}–${Math.max(...score)})` +
      `  TBT ${median(tbt).toFixed(0)} ms (±${spread(tbt).toFixed(0)})` +
      `  LCP ${median(lcp).toFixed(0)} ms (±${spread(lcp).toFixed(0)})  CLS ${median(cls).toFixed(3)}`,
  );
  const indexes = runs.map(
    (run) => `${Math.round(run.benchmarkIndex)}→${run.multiplier.toFixed(1)}x`,
  );
  console.log(`${''.padEnd(24)} index→multiplier per run: ${indexes.join(', ')}`);
}

export function printComparison(
  route: string,
  before: readonly RunFigures[],
  after: readonly RunFigures[],
): void {
  const parts = comparePairs(before, after, ['performance', 'tbt', 'lcp']).map(describePair);
  console.log(`${route.padEnd(24)} ${parts.join('  ')}`);
}
