/**
 * `npm run bench:early-taps`: a player on a cheap phone touches the first screen the moment it is
 * painted (a board number on `/`, "View all news" on `/media_center`, "Results History" on
 * `/more/results`), cold, at a fixed 4x CPU and slow 4G (bench/early-taps/tap-load.ts). Each run
 * takes the next language of ar, en, ku. Prints per route and language how many taps took
 * effect, when the control was painted, the gap from painted to live (React takes taps), and from
 * the touch to its effect. `--compare REF` measures REF's build interleaved, `REF:shell` REF as a
 * plain client render behind the start shell (bench/compare.ts). A benchmark, not a gate. `--no-build` reuses dist/.
 * EARLY_TAPS_RUNS (default 9, so 3 per language). Ports: EARLY_TAPS_FAKE_PORT (default 4396) and
 * EARLY_TAPS_APP_PORT (default 4397); the reference uses the next two.
 */
import { readFileSync } from 'node:fs';
import { PATHS } from '../src/lib/navigation/routes';
import { compareBuilds } from './compare';
import { median } from './lighthouse/run-stats';
import { tapLoad, type TapFigures, type TapTarget } from './early-taps/tap-load';

const LANGS = ['ar', 'en', 'ku'] as const;
type Lang = (typeof LANGS)[number];
const RUNS = Number(process.env.EARLY_TAPS_RUNS ?? 9);

const text = (lang: Lang, ns: string, path: string): string =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      JSON.parse(readFileSync(`src/i18n/locales/${lang}/${ns}.json`, 'utf8')),
    ) as string;

const TARGETS: Record<string, (lang: Lang) => TapTarget> = {
  [PATHS.home]: () => ({
    selector: 'main button',
    label: '7',
    effect: { pressed: '7' },
  }),
  [PATHS.mediaCenter]: (lang) => ({
    selector: 'main a',
    label: text(lang, 'content', 'news.viewAll'),
    effect: { path: PATHS.news },
  }),
  [PATHS.results]: (lang) => ({
    selector: 'main a',
    label: text(lang, 'common', 'titles.resultsHistory'),
    effect: { path: PATHS.resultsHistory },
  }),
};

type Figures = TapFigures & { lang: Lang };
const turns = new Map<string, number>();

function printRoute(route: string, runs: readonly Figures[]) {
  for (const lang of LANGS) {
    const own = runs.filter((run) => run.lang === lang);
    if (own.length === 0) continue;
    const taken = own.filter((run) => run.taken).length;
    const at = (pick: (run: Figures) => number) => median(own.map(pick)).toFixed(0);
    console.log(
      `${route.padEnd(16)} ${lang}  taken ${taken}/${own.length}  painted ${at((r) => r.shownAtMs)}` +
        `  painted→live ${at((r) => r.liveAtMs - r.shownAtMs)}` +
        `  painted→mounted ${at((r) => r.mountedAtMs - r.shownAtMs)}` +
        `  touch→effect ${at((r) => r.effectAtMs - r.shownAtMs)} (ms, medians)`,
    );
  }
}

await compareBuilds<Figures>({
  title: `Early taps, 4x CPU and slow 4G, ${RUNS} cold visits per route (ar, en, ku in turn):`,
  routes: Object.keys(TARGETS),
  runs: RUNS,
  ports: {
    fake: Number(process.env.EARLY_TAPS_FAKE_PORT ?? 4396),
    app: Number(process.env.EARLY_TAPS_APP_PORT ?? 4397),
  },
  measurePair: async (urls) => {
    const route = new URL(urls[0]!).pathname;
    const turn = turns.get(route) ?? 0;
    turns.set(route, turn + 1);
    const lang = LANGS[turn % LANGS.length]!;
    const figures: Figures[] = [];
    for (const url of urls)
      figures.push({ lang, ...(await tapLoad(url, lang, TARGETS[route]!(lang))) });
    return figures;
  },
  printRoute,
  // Each build's own lines say it: a tap is taken or lost, not a difference of medians.
  printComparison: () => undefined,
});
