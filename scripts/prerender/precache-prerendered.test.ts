import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { injectEntries, precachePrerendered, prerenderedEntries } from './precache-prerendered';

const WORKER = `precacheAndRoute([...self.__WB_MANIFEST_DONE,...self.__PRERENDER_MANIFEST??[]]);${'/* padding */'.repeat(60)}`;

function dist(withWorker: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'precache-prerendered-'));
  const files = ['prerendered/en/index.html', 'prerendered/en/more/results/index.html'];
  for (const file of [...files, 'prerendered/en/shell.html']) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `<html>${file}</html>`);
  }
  writeFileSync(join(dir, 'prerendered/en/index.html.gz'), 'compressed');
  if (withWorker) writeFileSync(join(dir, 'sw.js'), WORKER);
  return dir;
}

describe('the prerendered documents in the service worker’s precache', () => {
  it('lists every prerendered document once, revised by its content', () => {
    const dir = dist(false);
    const entries = prerenderedEntries(dir);
    expect(entries.map((entry) => entry.url)).toEqual([
      'prerendered/en/index.html',
      'prerendered/en/more/results/index.html',
      'prerendered/en/shell.html',
    ]);
    const before = entries[0]?.revision;
    writeFileSync(join(dir, 'prerendered/en/index.html'), '<html>changed</html>');
    expect(prerenderedEntries(dir)[0]?.revision).not.toBe(before);
    expect(prerenderedEntries(dir)[1]).toEqual(entries[1]);
  });

  it('writes the list into sw.js and its compressed copy', () => {
    const dir = dist(true);
    expect(precachePrerendered(dir)).toEqual({ count: 3, bytes: expect.any(Number) as number });
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('__PRERENDER_MANIFEST');
    expect(worker).toContain('{"url":"prerendered/en/shell.html","revision":"');
    expect(gunzipSync(readFileSync(join(dir, 'sw.js.gz'))).toString()).toBe(worker);
  });

  it('fails the build when sw.js has no place for the list, or two; the demo has no worker', () => {
    expect(() => injectEntries('precacheAndRoute([])', [])).toThrow(/0 times/);
    expect(() => injectEntries(WORKER + WORKER, [])).toThrow(/2 times/);
    expect(precachePrerendered(dist(false))).toBeNull();
  });
});
