import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The world's stores: the modules that hold one part of a world's state (its `state.ts` or `store.ts`). */
const stores = (readdirSync(root, { recursive: true }) as string[]).filter(
  (path) =>
    /(^|\/)(state|store)\.ts$/.test(path) &&
    /^(services|pipeline|domain)\//.test(path.replaceAll('\\', '/')),
);

/** Whether a module's text names the whole world's type (an import of it, or a parameter). */
const namesWorld = (text: string): boolean =>
  /import[^;]*\bWorld\b[^;]*from '[./]*world\/state'/.test(text) || /:\s*World\b/.test(text);

describe("the fake's stores take their own slice (issue 41)", () => {
  it('finds the stores', () => {
    expect(stores).toEqual(
      expect.arrayContaining([
        'services/alerts/state.ts',
        'services/subscriptions/store.ts',
        'pipeline/network/state.ts',
      ]),
    );
  });

  it.each(stores)('%s never takes the whole World', (path) => {
    expect(namesWorld(readFileSync(join(root, path), 'utf8'))).toBe(false);
  });

  it('would catch a store that takes the World', () => {
    const planted =
      "import type { World } from '../../world/state';\nexport const f = (world: World) => world;";
    expect(namesWorld(planted)).toBe(true);
    expect(namesWorld("import type { Tables } from '../../db-keys';")).toBe(false);
  });
});
