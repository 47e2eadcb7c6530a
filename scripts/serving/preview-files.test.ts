import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFor } from './preview';

describe("vite preview's file lookup", () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-demo', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'app');
  writeFileSync(join(dist, 'assets', 'a.js'), 'a');
  writeFileSync(join(root, 'dist-demo', 'assets', 'secret.js'), 'demo');

  it('serves files below dist and the app for routes', () => {
    expect(fileFor(dist, '/assets/a.js')).toBe(join(dist, 'assets', 'a.js'));
    expect(fileFor(dist, '/more/results')).toBe(join(dist, 'index.html'));
    expect(fileFor(dist, '/assets/missing.js')).toBeNull();
  });

  it('answers 404 for a missing file outside /assets/, the app for routes (issue 39)', () => {
    for (const path of ['/.env', '/nope.png', '/.git/config', '/news/missing.json'])
      expect(fileFor(dist, path), path).toBeNull();
    for (const path of ['/', '/cart', '/news/some-article', '/more/results/'])
      expect(fileFor(dist, path), path).toBe(join(dist, 'index.html'));
  });

  it('never reads a sibling folder whose name starts with dist', () => {
    expect(fileFor(dist, '/..%2fdist-demo/assets/secret.js')).toBe('bad');
    expect(fileFor(dist, '/../dist-demo/assets/secret.js')).toBe('bad');
  });

  it('answers a path it cannot decode as bad, not with an exception', () => {
    expect(fileFor(dist, '/assets/%E0%A4%A.js')).toBe('bad');
  });
});
