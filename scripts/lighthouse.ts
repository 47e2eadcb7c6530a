/**
 * `npm run lighthouse`: builds the app, serves it as production does (precompressed, cache
 * headers, HTTP/2 over TLS) with the fake behind it, and runs Lighthouse's mobile preset on each
 * route LH_RUNS times (default 9), each run calibrated to Lighthouse's reference phone from its
 * benchmark index (scripts/lighthouse/calibrated-run.ts, decision 0230). Prints each route's
 * median with its spread and every run's index. `--compare REF` also builds the git ref REF and
 * measures both builds interleaved, each pair audited at one slowdown, then prints the
 * differences pair by pair and whether each exceeds their spread. A benchmark, not a gate. `--no-build` reuses dist/; `--http1` serves plain HTTP/1.1.
 * Ports: LH_FAKE_PORT (default 4390) and LH_APP_PORT (default 4391); the reference uses the next two.
 */
import { buildUnlessAsked, startServers, type BenchServers } from './bench-servers';
import { selfSignedCertificate } from './bench-tls';
import { calibratedRuns } from './lighthouse/calibrated-run';
import { buildReference, type ReferenceBuild } from './lighthouse/reference-build';
import { printComparison, printRoute } from './lighthouse/report';
import type { RunFigures } from './lighthouse/run-stats';

const ROUTES = ['/', '/more/results', '/media_center', '/news', '/terms_and_conditions'];
const RUNS = Number(process.env.LH_RUNS ?? 9);
const FAKE_PORT = Number(process.env.LH_FAKE_PORT ?? 4390);
const APP_PORT = Number(process.env.LH_APP_PORT ?? 4391);
const HTTP1 = process.argv.includes('--http1');
const compareAt = process.argv.indexOf('--compare');
const COMPARE_REF = compareAt > 0 ? process.argv[compareAt + 1] : undefined;

type Runs = Map<string, RunFigures[]>;

async function main() {
  buildUnlessAsked();
  const tls = HTTP1 ? undefined : selfSignedCertificate();
  let reference: ReferenceBuild | undefined;
  const servers: BenchServers[] = [];
  try {
    servers.push(await startServers(String(FAKE_PORT), String(APP_PORT), tls));
    if (COMPARE_REF) {
      reference = buildReference(COMPARE_REF);
      const ports = [String(FAKE_PORT + 2), String(APP_PORT + 2)] as const;
      servers.push(await startServers(ports[0], ports[1], tls, reference.root));
    }
    const runs: Runs[] = servers.map(() => new Map(ROUTES.map((route) => [route, []])));
    console.log(`Lighthouse mobile, calibrated CPU, ${RUNS} runs per route, interleaved:`);
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES) {
        // Alternating which build goes first cancels a drift in the machine's load.
        const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
        const figures = await calibratedRuns(
          order.map((build) => `${servers[build]!.appUrl}${route}`),
        );
        order.forEach((build, at) => runs[build]!.get(route)!.push(figures[at]!));
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
