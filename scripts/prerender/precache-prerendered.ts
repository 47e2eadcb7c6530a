import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PRERENDER_DIR } from '../../src/prerender/document-choice.ts';
import { filesUnder, precompressFile } from '../serving/precompress.ts';

/**
 * Where src/service-worker/sw.ts reads the prerendered documents' list. A global's property: the
 * minifier keeps it as written, as it keeps Workbox's own `self.__WB_MANIFEST`.
 */
export const INJECTION_POINT = 'self.__PRERENDER_MANIFEST';

export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** The prerendered documents under dist, each revised by its content's hash. */
export function prerenderedEntries(dist: string): PrecacheEntry[] {
  return filesUnder(join(dist, PRERENDER_DIR))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({
      url: relative(dist, file).split(sep).join('/'),
      revision: createHash('md5').update(readFileSync(file)).digest('hex'),
    }));
}

/** The worker's source with the list written in; it must name the injection point once. */
export function injectEntries(workerSource: string, entries: readonly PrecacheEntry[]): string {
  const parts = workerSource.split(INJECTION_POINT);
  if (parts.length !== 2)
    throw new Error(`sw.js names ${INJECTION_POINT} ${parts.length - 1} times, not once`);
  return parts.join(JSON.stringify(entries));
}

/**
 * Adds the prerendered documents to the worker's precache (decision 0237): they are written after
 * `vite build`, where vite-plugin-pwa made the list of the build's own files. sw.js changes with
 * any document, so a deploy that changes one reaches the player through the update prompt. The
 * demo build has no worker (null). Returns the count and the bytes the precache grows by.
 */
export function precachePrerendered(dist: string): { count: number; bytes: number } | null {
  const worker = join(dist, 'sw.js');
  if (!existsSync(worker)) return null;
  const entries = prerenderedEntries(dist);
  writeFileSync(worker, injectEntries(readFileSync(worker, 'utf8'), entries));
  // nginx and the preview send the compressed copies: they must hold the list too.
  precompressFile(worker);
  const bytes = entries.reduce((sum, entry) => sum + statSync(join(dist, entry.url)).size, 0);
  return { count: entries.length, bytes };
}
