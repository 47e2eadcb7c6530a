import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCK_WORKER, noMockWorker } from './no-mock-worker';

/** A build folder with the worker, its precompressed copies and the app's own files. */
function builtFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  for (const file of [MOCK_WORKER, `${MOCK_WORKER}.gz`, `${MOCK_WORKER}.br`, 'sw.js', 'index.html'])
    writeFileSync(join(dir, file), 'x');
  return dir;
}

/** Runs the plugin's hooks as Vite does at the end of a build into `dir`. */
function build(dir: string, keep: boolean): void {
  const plugin = noMockWorker({ keep });
  const configResolved = plugin.configResolved as (c: unknown) => void;
  configResolved({ root: '/', build: { outDir: dir } });
  (plugin.closeBundle as { handler: () => void }).handler();
}

describe('the mock service worker stays out of production builds (issue 39)', () => {
  it('is removed, with its compressed copies, from a production build', () => {
    const dir = builtFolder();
    build(dir, false);
    for (const suffix of ['', '.gz', '.br'])
      expect(existsSync(join(dir, MOCK_WORKER + suffix))).toBe(false);
    expect(existsSync(join(dir, 'sw.js'))).toBe(true);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });

  it('is kept in the demo build, which runs the fake in the page', () => {
    const dir = builtFolder();
    build(dir, true);
    expect(existsSync(join(dir, MOCK_WORKER))).toBe(true);
  });
});
