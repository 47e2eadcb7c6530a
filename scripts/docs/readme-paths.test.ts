import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namedPaths } from './readme-paths.ts';

const CHECKOUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READMES = ['README.md', 'mock-server/README.md', 'contracts/README.md'];

describe('the READMEs name only paths that exist', () => {
  it.each(READMES)('%s', (readme) => {
    const dir = dirname(readme) === '.' ? '' : dirname(readme);
    const named = namedPaths(readFileSync(join(CHECKOUT, readme), 'utf8'), dir);
    const missing = named.filter((p) => !existsSync(join(CHECKOUT, normalize(p))));
    expect(missing).toEqual([]);
  });

  it('reads code spans, links and the fixed part of a template', () => {
    const text =
      'Put it in `src/features/<x>/api/` and `src/lib/api/calls.ts`; see [the guide](docs/x.md)' +
      ' and `npm test`, not [a site](https://example.com).';
    expect(namedPaths(text)).toEqual(['src/features/', 'src/lib/api/calls.ts', 'docs/x.md']);
  });

  it('the top README stays within 120 lines', () => {
    expect(
      readFileSync(join(CHECKOUT, 'README.md'), 'utf8').trimEnd().split('\n').length,
    ).toBeLessThanOrEqual(120);
  });
});
