/**
 * The panel's text fields for what a request carried, read into what the control API takes. Each
 * answers the value or throws an Error naming what it cannot read, which the section shows.
 */

/** `lang=ar&page=2` (a leading `?` allowed) into `{ lang: 'ar', page: '2' }`; empty: none. */
export function readQuery(text: string): Record<string, string> | undefined {
  const trimmed = text.trim().replace(/^\?/, '');
  if (!trimmed) return undefined;
  const query = Object.fromEntries(new URLSearchParams(trimmed));
  if (Object.keys(query).some((name) => !name)) throw new Error(`Query: a name is missing`);
  return query;
}

/** One header a line, `Name: value`; empty: none. */
export function readHeaders(text: string): Record<string, string> | undefined {
  const lines = text.split('\n').filter((line) => line.trim());
  if (lines.length === 0) return undefined;
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      if (colon < 1) throw new Error(`Headers: "${line.trim()}" is not Name: value`);
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
}

/** A JSON object the body must contain (a subset); empty: none. */
export function readBody(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Body: not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('Body: a JSON object, e.g. {"paymentMethod":"FIB"}');
  return value as Record<string, unknown>;
}

/** Grids of six different numbers 1-29, one a line (`1 2 3 4 5 6` or with commas). */
export function readGrids(text: string): number[][] {
  const grids = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) =>
      line
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    );
  if (grids.length === 0) throw new Error('Give at least one grid of six numbers');
  for (const grid of grids) {
    const fits = grid.every((n) => Number.isInteger(n) && n >= 1 && n <= 29);
    if (grid.length !== 6 || !fits || new Set(grid).size !== 6)
      throw new Error(`"${grid.join(' ')}" is not six different numbers from 1 to 29`);
  }
  return grids;
}
