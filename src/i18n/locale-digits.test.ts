import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every text of a locale file, with its key. */
function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

// Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9) digits.
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('digits in the locale files', () => {
  // Counts, amounts, dates and the board's numbers are formatted with Western digits in every
  // language, so a digit written into a text in another script mixed two numeral systems on one
  // screen (Sorani statistics: «دوایین ١٠ تیروپشک» above a chart titled «(10 تیروپشک)»).
  it('writes numbers in texts with the Western digits the formatted values use', () => {
    const eastern = Object.entries(files).flatMap(([path, tree]) =>
      texts(tree)
        .filter(([, value]) => EASTERN_DIGIT.test(value))
        .map(([key]) => `${path}: ${key}`),
    );
    expect(eastern).toEqual([]);
  });
});
