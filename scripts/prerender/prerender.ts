/**
 * The first screens, rendered at build time (decision 0232): after `vite build`, builds the
 * server entry (src/prerender/entry-server.tsx) and writes each public route in ar, en and ku
 * into dist/prerendered/<lang>/ (page-html.ts), plus dist/index.html as the Arabic start shell.
 * nginx, `npm run preview` and the service worker (which precaches them) pick the file from the
 * `lang` cookie. `PRERENDER=shell` writes the start shell in every route's place instead: the
 * plain client render the benchmarks measure the prerender against (issue 37).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompressFile } from '../serving/precompress.ts';
import { pageHtml, prerenderedFile, type RenderedPage } from './page-html.ts';
import { precachePrerendered } from './precache-prerendered.ts';
import ssrConfig from './vite.ssr.config.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.argv[2] ?? 'dist');

interface ServerEntry {
  renderRoute: (path: string | null, lang: 'ar' | 'en' | 'ku') => Promise<RenderedPage>;
  PRERENDERED: readonly { path: string }[];
  UI_LANGUAGES: readonly ('ar' | 'en' | 'ku')[];
}

await build({ ...ssrConfig, configFile: false, mode: 'production' });
const entry = (await import(
  pathToFileURL(join(root, '.prerender/entry-server.js')).href
)) as ServerEntry;

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const write = (relative: string, html: string) => {
  const file = join(dist, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  precompressFile(file);
};

const shellOnly = process.env.PRERENDER === 'shell';
let count = 0;
for (const lang of entry.UI_LANGUAGES) {
  for (const path of [null, ...entry.PRERENDERED.map((route) => route.path)]) {
    const page = await entry.renderRoute(shellOnly ? null : path, lang);
    write(prerenderedFile(lang, path), pageHtml(template, page));
    count += 1;
  }
}
// Whatever serves index.html itself (a route not prerendered, the demo's static host): Arabic.
write('index.html', pageHtml(template, await entry.renderRoute(null, 'ar')));
console.log(`prerendered ${count} pages into ${dist}/prerendered`);
const precached = precachePrerendered(dist);
if (precached)
  console.log(
    `service worker precaches them too: ${precached.count} documents, ${(precached.bytes / 1024).toFixed(1)} KiB`,
  );
