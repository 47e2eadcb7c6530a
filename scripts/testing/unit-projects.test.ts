import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOM_TS_TESTS, ISOLATED_DOM_TESTS, ISOLATED_NODE_TESTS, WALK_TESTS } from './unit-projects';

const ISOLATED = [...ISOLATED_DOM_TESTS, ...ISOLATED_NODE_TESTS];
// Replacing a module, or reloading every module, reaches the files that share the worker after.
const SHARED_MODULE_HAZARDS = /\bvi\.(mock|doMock|resetModules)\(/;

/** The app's test files that replace or reload modules, and so cannot share a worker's modules. */
export function filesNeedingIsolation(files: string[], read: (file: string) => string): string[] {
  return files.filter((file) => SHARED_MODULE_HAZARDS.test(read(file)));
}

describe('the app test projects', () => {
  it('run every file that replaces or reloads modules in an isolated project', () => {
    const files = ['src', 'qa-panel'].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `${root}/${file}`),
    );
    const needing = filesNeedingIsolation(files, (file) => readFileSync(file, 'utf8'));
    expect(needing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
  });

  it('finds a planted vi.mock, vi.doMock or vi.resetModules', () => {
    const planted: Record<string, string> = {
      'a.test.ts': "vi.mock('@/i18n');",
      'b.test.ts': 'vi.doMock("./x", () => ({}));',
      'c.test.tsx': 'vi.resetModules();',
      'd.test.ts': "vi.spyOn(console, 'error'); // vi.mocked is fine",
    };
    expect(filesNeedingIsolation(Object.keys(planted), (file) => planted[file] ?? '')).toEqual([
      'a.test.ts',
      'b.test.ts',
      'c.test.tsx',
    ]);
  });

  it('lists only files that exist', () => {
    for (const file of [...DOM_TS_TESTS, ...ISOLATED, ...WALK_TESTS])
      expect(existsSync(file), file).toBe(true);
  });
});
