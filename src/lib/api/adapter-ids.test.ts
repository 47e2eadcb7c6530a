import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { httpAdapter } from './adapter';
import { CALLS } from './calls';

// An adapter function reaches where its row says (route-of.test.ts) as long as it names its own
// row: this replaces the runner per call that checked each URL (decision 0299).

const DIR = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
const MODULES = [...read('adapter-functions.ts').matchAll(/from '\.\/([\w-]+)'/g)].map(
  (m) => `${m[1]}.ts`,
);

/** Each exported function of a module with the call ids it names (quoted keys of `CALLS`). */
export function idsByFunction(source: string): [string, string[]][] {
  return source
    .split(/^(?=export const )/m)
    .slice(1)
    .map((part) => [
      /^export const (\w+)/.exec(part)?.[1] ?? '',
      [...part.matchAll(/'(\w+)'/g)].map((m) => m[1] as string).filter((id) => id in CALLS),
    ]);
}

/** The functions that name any call but their own. */
const mismatches = (source: string) =>
  idsByFunction(source).filter(([name, ids]) =>
    name in CALLS ? ids.join() !== name : ids.length > 0,
  );

describe('each adapter function names its own row of CALLS', () => {
  it.each(MODULES)('%s', (file) => {
    expect(idsByFunction(read(file)).length).toBeGreaterThan(0);
    expect(mismatches(read(file))).toEqual([]);
  });

  it('finds a planted function that reaches another call’s row', () => {
    const source = [
      "export const getFavourites = () => call('getFavourites');",
      "export const deleteFavourite = (favouriteId: number) =>\n  call('updateFavourite', { path: { favouriteId } });",
      "export const helper = () => call('getTerms');",
    ].join('\n\n');
    expect(mismatches(source)).toEqual([
      ['deleteFavourite', ['updateFavourite']],
      ['helper', ['getTerms']],
    ]);
  });

  it('every row but the refresh (the session’s own) has its adapter function', () => {
    const missing = Object.keys(CALLS).filter((id) => !(id in httpAdapter));
    expect(missing).toEqual(['refreshTokens']);
  });
});
