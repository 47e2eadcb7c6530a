/**
 * `npm run bench:startup`: the main thread's work in a cold opening load of the start page and
 * the other public routes, at the CPU slowdown that makes this machine Lighthouse's reference
 * phone (measured before each pair of loads, bench/startup/opening-load.ts). Prints
 * medians with their spread (interquartile) and every run's benchmark index. `--compare REF`
 * builds the git ref REF and measures both builds interleaved, both loads of a pair slowed alike,
 * then prints the differences pair by pair (bench/compare.ts). A benchmark, not a gate.
 * `--no-build` reuses dist/. STARTUP_RUNS (default 9), STARTUP_LANG (default ar),
 * STARTUP_ROUTES (comma separated, default `/`). Ports: STARTUP_FAKE_PORT (default 4394) and
 * STARTUP_APP_PORT (default 4395); the reference uses the next two.
 */
import { PATHS } from '../src/lib/navigation/routes';
import { compareBuilds } from './compare';
import { comparePairs, describePair, median, spread } from './lighthouse/run-stats';
import { calibration, openingLoad, type LoadFigures } from './startup/opening-load';

const RUNS = Number(process.env.STARTUP_RUNS ?? 9);
const LANGUAGE = process.env.STARTUP_LANG ?? 'ar';
const METRICS = ['scriptMs', 'taskMs', 'blockingMs', 'liveAtMs', 'mountedAtMs'] as const;

function printRoute(route: string, runs: readonly LoadFigures[]) {
  const parts = METRICS.map((metric) => {
    const values = runs.map((run) => run[metric]);
    return `${metric} ${median(values).toFixed(0)} (±${spread(values).toFixed(0)})`;
  });
  console.log(`${route.padEnd(24)} ${parts.join('  ')}`);
  const indexes = runs.map((run) => `${run.benchmarkIndex}→${run.multiplier.toFixed(1)}x`);
  console.log(`${''.padEnd(24)} index→multiplier per run: ${indexes.join(', ')}`);
}

await compareBuilds<LoadFigures>({
  title: `Opening loads (${LANGUAGE}), calibrated CPU, ${RUNS} runs per route, ms:`,
  routes: process.env.STARTUP_ROUTES?.split(',') ?? [PATHS.home],
  runs: RUNS,
  ports: {
    fake: Number(process.env.STARTUP_FAKE_PORT ?? 4394),
    app: Number(process.env.STARTUP_APP_PORT ?? 4395),
  },
  // One calibration for both loads of a pair: they are slowed alike.
  measurePair: async (urls) => {
    const slowdown = await calibration();
    const figures: LoadFigures[] = [];
    for (const url of urls) figures.push(await openingLoad(url, LANGUAGE, slowdown));
    return figures;
  },
  printRoute,
  printComparison: (route, before, after) => {
    const parts = comparePairs(before, after, METRICS).map(describePair);
    console.log(`${route.padEnd(24)} ${parts.join('  ')}`);
  },
});
