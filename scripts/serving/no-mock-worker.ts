import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

/** msw's worker script in `public/`, which only the demo build (`VITE_BROWSER_FAKE`) runs. */
export const MOCK_WORKER = 'mockServiceWorker.js';

/** Removes the mock worker and its precompressed copies from a build folder. */
export function removeMockWorker(outDir: string): void {
  for (const suffix of ['', '.gz', '.br'])
    rmSync(join(outDir, MOCK_WORKER + suffix), { force: true });
}

/**
 * Keeps the mock service worker out of production builds (issue 39): Vite copies all of
 * `public/`, and a script that answers every request from a fake has no place on the real site.
 * The demo build keeps it.
 */
export function noMockWorker({ keep }: { keep: boolean }): Plugin {
  return afterBuild('lottery-no-mock-worker', (outDir) => {
    if (!keep) removeMockWorker(outDir);
  });
}
