/**
 * `npm run lighthouse`: builds the app, serves it as production does (precompressed, cache
 * headers, HTTP/2 over TLS) with the fake behind it, and runs Lighthouse's mobile preset on each
 * route LH_RUNS times (default 9), each run calibrated to Lighthouse's reference phone from its
 * benchmark index (bench/lighthouse/calibrated-run.ts, decision 0230). Prints each route's
 * median with its spread and every run's index. `--compare REF` also builds the git ref REF and
 * measures both builds interleaved, each pair audited at one slowdown, then prints the
 * differences pair by pair and whether each exceeds their spread (bench/compare.ts).
 * A benchmark, not a gate. `--no-build` reuses dist/; `--http1` serves plain HTTP/1.1.
 * Ports: LH_FAKE_PORT (default 4390) and LH_APP_PORT (default 4391); the reference uses the next two.
 */
import { PRERENDERED_PATHS } from '../src/lib/navigation/routes';
import { compareBuilds } from './compare';
import { selfSignedCertificate } from '../scripts/serving/self-signed';
import { calibratedRuns } from './lighthouse/calibrated-run';
import { printComparison, printRoute } from './lighthouse/report';

const RUNS = Number(process.env.LH_RUNS ?? 9);
// The first screens a visitor opens (the route modules' `prerender` routes), or LH_ROUTES.
const ROUTES = process.env.LH_ROUTES?.split(',') ?? [...PRERENDERED_PATHS];

await compareBuilds({
  title: `Lighthouse mobile, calibrated CPU, ${RUNS} runs per route, interleaved:`,
  routes: ROUTES,
  runs: RUNS,
  ports: {
    fake: Number(process.env.LH_FAKE_PORT ?? 4390),
    app: Number(process.env.LH_APP_PORT ?? 4391),
  },
  tls: process.argv.includes('--http1') ? undefined : selfSignedCertificate(),
  measurePair: calibratedRuns,
  printRoute,
  printComparison,
});
