/** The bad inputs the bad-input test sends to every route (see bad-input.test.ts). */

/** JSON values of every wrong kind: null, negative, float, huge, empty, long, nested. */
export const BAD_VALUES: unknown[] = [
  null,
  -1,
  1.5,
  -0.5,
  1e308,
  2 ** 53 + 2,
  0,
  '',
  'x'.repeat(5_000),
  '-1',
  true,
  {},
  [],
  [null],
  { $gt: '' },
];

/** Query-string values of every wrong kind (they always arrive as text). */
export const BAD_QUERY_VALUES = [
  '',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'abc',
  '0x10',
  '9'.repeat(30),
  'x'.repeat(5_000),
  '\u0000',
  '[]',
  'null',
  '2026-13-45',
];

/** Whole bodies: not JSON, not an object, nested, and one over the 64 KiB limit. */
export const BAD_BODIES = [
  'null',
  '[null]',
  '"text"',
  '42',
  '-1.5',
  'true',
  '{',
  '{"a":',
  '[1,2',
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
  JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
];

export const BAD_PATH_SEGMENTS = [
  '-1',
  '1.5',
  '0',
  'abc',
  '9'.repeat(30),
  'x'.repeat(300),
  '%00',
  'null',
  '%2E%2E',
];
