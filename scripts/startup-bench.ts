/**
 * `npm run bench:startup`: the main thread's work in a cold opening load of the start page and
 * the other public routes, at the CPU slowdown that makes this machine Lighthouse's reference
 * phone (measured before each pair of loads, scripts/startup-bench/opening-load.ts). Prints medians with their
 * spread (interquartile) and every run's benchmark index. `--compare REF` builds the git ref REF
 * and measures both builds interleaved, then prints the differences and whether each exceeds the
 * spread. A benchmark, not a gate. `--no-build` reuses dist/. STARTUP_RUNS (default 9),
 * STARTUP_LANG (default ar), STARTUP_ROUTES (comma separated, default `/`). Ports:
 * STARTUP_FAKE_PORT (default 4394) and STARTUP_APP_PORT (default 4395); the reference uses the next two.
 */
import { buildUnlessAsked, startServers, type BenchServers } from './bench-servers';
import { buildReference, type ReferenceBuild } from './lighthouse/reference-build';
import { median, spread } from './lighthouse/run-stats';
import { calibration, openingLoad, type LoadFigures } from './startup-bench/opening-load';

const RUNS = Number(process.env.STARTUP_RUNS ?? 9);
const LANGUAGE = process.env.STARTUP_LANG ?? 'ar';
const ROUTES = (process.env.STARTUP_ROUTES ?? '/').split(',');
const FAKE_PORT = Number(process.env.STARTUP_FAKE_PORT ?? 4394);
const APP_PORT = Number(process.env.STARTUP_APP_PORT ?? 4395);
const compareAt = process.argv.indexOf('--compare');
const COMPARE_REF = compareAt > 0 ? process.argv[compareAt + 1] : undefined;
const METRICS = ['scriptMs', 'taskMs', 'blockingMs', 'liveAtMs', 'mountedAtMs'] as const;

type Runs = Map<string, LoadFigures[]>;

function printRoute(route: string, runs: readonly LoadFigures[]) {
  const parts = METRICS.map((metric) => {
    const values = runs.map((run) => run[metric]);
    return `${metric} ${median(values).toFixed(0)} (±${spread(values).toFixed(0)})`;
  });
  console.log(`${route.padEnd(24)} ${parts.join('  ')}`);
  const indexes = runs.map((run) => `${run.benchmarkIndex}→${run.multiplier.toFixed(1)}x`);
  console.log(`${''.padEnd(24)} index→multiplier per run: ${indexes.join(', ')}`);
}

/**
 * Both builds of a pair ran at the same slowdown, one after the other: the difference within each
 * pair is the builds', the spread between pairs the machine's. Prints the median of the pairs'
 * differences, their spread (interquartile), and in how many pairs this build was lower.
 */
function printComparison(route: string, before: LoadFigures[], after: LoadFigures[]) {
  const parts = METRICS.map((metric) => {
    const differences = after.map((run, pair) => run[metric] - before[pair]![metric]);
    const difference = median(differences);
    const noise = spread(differences);
    const lower = differences.filter((value) => value < 0).length;
    const sign = difference > 0 ? '+' : '';
    const mark = Math.abs(difference) > noise ? '*' : '';
    return `${metric} ${sign}${difference.toFixed(0)}${mark} (spread ${noise.toFixed(0)}, lower ${lower}/${differences.length})`;
  });
  console.log(`${route.padEnd(24)} ${parts.join('  ')}`);
}

async function main() {
  buildUnlessAsked();
  let reference: ReferenceBuild | undefined;
  const servers: BenchServers[] = [];
  try {
    servers.push(await startServers(String(FAKE_PORT), String(APP_PORT)));
    if (COMPARE_REF) {
      reference = buildReference(COMPARE_REF);
      const ports = [String(FAKE_PORT + 2), String(APP_PORT + 2)] as const;
      servers.push(await startServers(ports[0], ports[1], undefined, reference.root));
    }
    const runs: Runs[] = servers.map(() => new Map(ROUTES.map((route) => [route, []])));
    console.log(`Opening loads (${LANGUAGE}), calibrated CPU, ${RUNS} runs per route, ms:`);
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES) {
        // Alternating which build goes first cancels a drift in the machine's load.
        const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
        // One calibration for both builds of a pair: they are slowed alike.
        const slowdown = await calibration();
        for (const build of order) {
          const url = `${servers[build]!.appUrl}${route}`;
          const figures = await openingLoad(url, LANGUAGE, slowdown);
          runs[build]!.get(route)!.push(figures);
        }
      }
      console.log(`  run ${run + 1}/${RUNS} done`);
    }
    const [current, ref] = runs;
    console.log(COMPARE_REF ? '\nThis checkout:' : '');
    for (const route of ROUTES) printRoute(route, current!.get(route)!);
    if (ref && COMPARE_REF) {
      console.log(`\nReference ${COMPARE_REF}:`);
      for (const route of ROUTES) printRoute(route, ref.get(route)!);
      console.log(
        `\nThis checkout minus ${COMPARE_REF}, pair by pair (* = larger than the spread):`,
      );
      for (const route of ROUTES) printComparison(route, ref.get(route)!, current!.get(route)!);
    }
  } finally {
    for (const server of servers) server.stop();
    reference?.remove();
  }
}

await main();
