/**
 * Reports the gzipped JavaScript of the start route `/`. `npm run build` prints the start route's
 * own chunks (the entry, its static imports, the start page and translations with theirs) from
 * the manifest. `--check` (`npm run budget`, in `npm test`) measures what `/` really fetches
 * before any interaction, loaded in Chromium (bundle-budget/fetched-scripts.ts: also whatever
 * those chunks then load by themselves), and fails above the budget (decision 0261).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import { START_NAMESPACES } from '../src/i18n/start-namespaces';
import { fetchedScripts } from './bundle-budget/fetched-scripts';
import { builtFiles, qaPanelLeaks } from './qa-panel-leak';
import { START_PAGE } from './serving/chunks';

/**
 * Every JavaScript file `/` fetches before an interaction, gzip, as a visitor on a phone (decision
 * 0261: 207.1 KiB in 27 files when it was first counted so; the start route's own chunks alone
 * were 186.6 KiB in 11). A change that needs more states its numbers in a decision record and
 * moves the budget there; the history is in docs/decisions/0190, 0261, 0265, 0279 and 0293.
 */
export const BUDGET_KIB = 189.5;
/** JavaScript requests `/` makes before an interaction. */
export const BUDGET_REQUESTS = 15;
/**
 * Source modules the start route lazy-loads before its first render: the start page, and the
 * start namespaces of the default language (src/main.tsx awaits them before rendering).
 */
export const START_ROUTE_MODULES = [
  START_PAGE,
  ...START_NAMESPACES.map((ns) => `src/i18n/locales/${DEFAULT_LANGUAGE}/${ns}.json`),
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function startRouteFiles(manifest: Manifest, lazyModules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  lazyModules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipKib = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Prints each file and the total; answers whether it is within the budget. */
function report(dist: string, files: string[], what: string): boolean {
  let kib = 0;
  for (const file of files) {
    const size = gzipKib(dist, file);
    kib += size;
    console.log(`  ${size.toFixed(1).padStart(7)} KiB  ${file}`);
  }
  console.log(`${what} (gzip): ${kib.toFixed(1)} KiB in ${files.length} files`);
  return kib <= BUDGET_KIB && files.length <= BUDGET_REQUESTS;
}

async function main() {
  const dist = join(process.cwd(), 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const check = process.argv.includes('--check');
  const missing = START_ROUTE_MODULES.filter((module) => !manifest[module]);
  if (missing.length)
    console.warn(`Start route modules not found in the manifest: ${missing.join(', ')}`);
  report(dist, startRouteFiles(manifest, START_ROUTE_MODULES), "The start route's own chunks");
  let within = true;
  if (check) {
    within = report(dist, await fetchedScripts(), 'JavaScript `/` fetches before an interaction');
    console.log(`Budget: ${BUDGET_KIB} KiB in ${BUDGET_REQUESTS} files`);
  }
  // The QA panel belongs to the dev server and the demo build, never to this build (decision 0160).
  const leaks = qaPanelLeaks(Object.keys(manifest), builtFiles(dist));
  leaks.forEach((leak) => console.error(`QA panel in the production build: ${leak}`));
  if (check && (!within || missing.length || leaks.length)) {
    console.error(
      'Bundle budget exceeded (bytes or files), start page not measured, or QA panel shipped.',
    );
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('bundle-budget.ts')) await main();
