import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every colour lives in the theme (src/styles): a literal elsewhere escapes the contrast checks.
const NAMED =
  'white|black|red|green|blue|yellow|orange|purple|pink|gr[ae]y|silver|gold|navy|maroon|teal|olive|lime|aqua|fuchsia|brown|cyan|magenta|crimson|tomato|salmon|coral|indigo|violet|beige|ivory|khaki|lavender|turquoise|tan';
const PATTERNS = [
  /#[0-9a-f]{3,8}\b/i,
  /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i,
  new RegExp(
    `\\b(?:color|background(?:-color)?|border(?:-[a-z]+)*|fill|stroke|outline(?:-color)?|box-shadow|text-shadow|caret-color|accent-color)\\s*:[^;\\n]*(?<![.\\w-])(?:${NAMED})\\b`,
    'i',
  ),
  new RegExp(`\\b(?:fill|stroke|color|backgroundColor)\\s*[:=]\\s*['"](?:${NAMED})['"]`, 'i'),
];

/** The lines of a source text that hold a colour literal. */
export function colourLiterals(source: string): string[] {
  return source.split('\n').filter((line) => PATTERNS.some((pattern) => pattern.test(line)));
}

// Read from disk, not through import.meta.glob: a glob import would count every file as used and
// hide dead ones from knip.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('styles') && !/\.test\./.test(file))
    .map((file) => [`/src/${file}`, readFileSync(join(SRC, file), 'utf8')]),
);

describe('colour literals', () => {
  it('are found in hex, rgb/hsl and named CSS colours', () => {
    expect(colourLiterals('  color: #fff;')).toHaveLength(1);
    expect(colourLiterals('  background: rgba(0, 0, 0, 0.2);')).toHaveLength(1);
    expect(colourLiterals('  border: 1px solid white;')).toHaveLength(1);
    expect(colourLiterals("const line = { stroke: 'black' };")).toHaveLength(1);
    expect(colourLiterals('<circle fill="#ff0d1b" />')).toHaveLength(1);
  });

  it('are not theme tokens or keywords that carry no colour', () => {
    const styled = [
      'background: ${({ theme }) => theme.colors.surface};',
      'background: transparent;',
      'border: 1px solid currentColor;',
      "navigate('#top');",
    ].join('\n');
    expect(colourLiterals(styled)).toEqual([]);
  });

  it('appear nowhere outside the theme folder', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources).flatMap(([file, text]) =>
      colourLiterals(text).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
