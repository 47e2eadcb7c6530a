/**
 * The skeleton both load benchmarks share (`npm run lighthouse`, `npm run bench:startup`): this
 * checkout's build and, with `--compare REF`, REF's built beside it; every route measured `runs`
 * times, the builds of a pair one after the other (alternating which goes first cancels a drift
 * in the machine's load); then each build's figures per route, and this checkout minus REF pair by
 * pair. What one run measures and how a route's figures print are the benchmark's own.
 */
import {
  buildUnlessAsked,
  startServers,
  type BenchServers,
} from '../scripts/serving/local-servers';
import type { TlsFiles } from '../scripts/serving/self-signed';
import { buildReference, type ReferenceBuild } from './lighthouse/reference-build';

export interface BuildComparison<Figures> {
  /** The first line printed: what is measured, how. */
  title: string;
  routes: readonly string[];
  runs: number;
  /** The fake's and the app's ports; the reference uses the next two of each. */
  ports: { fake: number; app: number };
  tls?: TlsFiles;
  /** One route on each build of a pair (URLs in the order given): their figures, in that order. */
  measurePair: (urls: string[]) => Promise<Figures[]>;
  printRoute: (route: string, runs: readonly Figures[]) => void;
  printComparison: (route: string, before: readonly Figures[], after: readonly Figures[]) => void;
}

/** The git ref after `--compare`, if the command was given one. */
function compareRef(): string | undefined {
  const at = process.argv.indexOf('--compare');
  return at > 0 ? process.argv[at + 1] : undefined;
}

export async function compareBuilds<Figures>(bench: BuildComparison<Figures>): Promise<void> {
  const { routes, runs: count, ports, tls } = bench;
  const ref = compareRef();
  buildUnlessAsked();
  let reference: ReferenceBuild | undefined;
  const servers: BenchServers[] = [];
  try {
    servers.push(await startServers(String(ports.fake), String(ports.app), tls));
    if (ref) {
      reference = buildReference(ref);
      const [fake, app] = [String(ports.fake + 2), String(ports.app + 2)];
      servers.push(await startServers(fake, app, tls, reference.root));
    }
    const runs = servers.map(() => new Map(routes.map((route) => [route, [] as Figures[]])));
    console.log(bench.title);
    for (let run = 0; run < count; run++) {
      for (const route of routes) {
        const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
        const figures = await bench.measurePair(
          order.map((build) => `${servers[build]!.appUrl}${route}`),
        );
        order.forEach((build, at) => runs[build]!.get(route)!.push(figures[at]!));
      }
      console.log(`  run ${run + 1}/${count} done`);
    }
    const [current, previous] = runs;
    console.log(ref ? '\nThis checkout:' : '');
    for (const route of routes) bench.printRoute(route, current!.get(route)!);
    if (previous && ref) {
      console.log(`\nReference ${ref}:`);
      for (const route of routes) bench.printRoute(route, previous.get(route)!);
      console.log(`\nThis checkout minus ${ref}, pair by pair (* = larger than the spread):`);
      for (const route of routes) {
        bench.printComparison(route, previous.get(route)!, current!.get(route)!);
      }
    }
  } finally {
    for (const server of servers) server.stop();
    reference?.remove();
  }
}
