/**
 * The skeleton the load benchmarks share (`npm run lighthouse`, `bench:startup`,
 * `bench:early-taps`): this checkout's build and, with `--compare REF` (given once or more), each
 * REF built beside it; `REF:shell` builds REF with the start shell in place of its first screens,
 * a plain client render (reference-build.ts). Every route is measured `runs` times, the builds of
 * a round one after the other (the order turns each round, which cancels a drift in the machine's
 * load); then each build's figures per route, and this checkout minus each REF pair by pair. What
 * one run measures and how a route's figures print are the benchmark's own.
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

/** The git refs after each `--compare`. */
const compareRefs = (): string[] =>
  process.argv.flatMap((arg, at) =>
    arg === '--compare' && process.argv[at + 1] ? [process.argv[at + 1]!] : [],
  );

/** Round `round`'s order of `count` builds: turned by one each round. */
const turned = (count: number, round: number): number[] =>
  Array.from({ length: count }, (_, at) => (at + round) % count);

export async function compareBuilds<Figures>(bench: BuildComparison<Figures>): Promise<void> {
  const { routes, runs: count, ports, tls } = bench;
  const refs = compareRefs();
  buildUnlessAsked();
  const references: ReferenceBuild[] = [];
  const servers: BenchServers[] = [];
  try {
    servers.push(await startServers(String(ports.fake), String(ports.app), tls));
    for (const [at, ref] of refs.entries()) {
      const [name, mode] = ref.split(':');
      const reference = buildReference(name!, mode === 'shell' ? 'shell' : undefined);
      references.push(reference);
      const [fake, app] = [String(ports.fake + 2 * (at + 1)), String(ports.app + 2 * (at + 1))];
      servers.push(await startServers(fake, app, tls, reference.root));
    }
    const runs = servers.map(() => new Map(routes.map((route) => [route, [] as Figures[]])));
    console.log(bench.title);
    for (let run = 0; run < count; run++) {
      for (const route of routes) {
        const order = turned(servers.length, run);
        const figures = await bench.measurePair(
          order.map((build) => `${servers[build]!.appUrl}${route}`),
        );
        order.forEach((build, at) => runs[build]!.get(route)!.push(figures[at]!));
      }
      console.log(`  run ${run + 1}/${count} done`);
    }
    const [current, ...previous] = runs;
    console.log(refs.length > 0 ? '\nThis checkout:' : '');
    for (const route of routes) bench.printRoute(route, current!.get(route)!);
    for (const [at, ref] of refs.entries()) {
      console.log(`\nReference ${ref}:`);
      for (const route of routes) bench.printRoute(route, previous[at]!.get(route)!);
      console.log(`\nThis checkout minus ${ref}, pair by pair (* = larger than the spread):`);
      for (const route of routes) {
        bench.printComparison(route, previous[at]!.get(route)!, current!.get(route)!);
      }
    }
  } finally {
    for (const server of servers) server.stop();
    for (const reference of references) reference.remove();
  }
}
