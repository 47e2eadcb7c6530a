import { pathMatches } from './path-glob';
import type { JournalEntry } from './journal';

/** What a verification looks for in the journal (every field optional: omitted = any). */
export interface RequestPattern {
  method?: string;
  /** Fault rules' path glob, matched at the end of the path below the world (path-glob.ts). */
  path?: string;
  /** Canonical phone of the player whose token came with the request. */
  player?: string;
  /** A subset of the JSON body: every field given must be there with this value (at any depth). */
  body?: Record<string, unknown>;
  /** Header values; names are case-insensitive. */
  headers?: Record<string, string>;
  /** Query parameters (as the journal keeps them: secrets masked); names are case-sensitive. */
  query?: Record<string, string>;
}

const show = (value: unknown): string =>
  value === undefined ? '(absent)' : JSON.stringify(value).slice(0, 80);

/** Where `actual` fails to hold `expected` as a subset: one line per field, dotted paths. */
function subsetDifferences(expected: unknown, actual: unknown, at: string): string[] {
  if (expected !== null && typeof expected === 'object') {
    if (
      actual === null ||
      typeof actual !== 'object' ||
      Array.isArray(expected) !== Array.isArray(actual)
    )
      return [`${at}: expected ${show(expected)}, got ${show(actual)}`];
    if (Array.isArray(expected) && expected.length !== (actual as unknown[]).length)
      return [`${at}: expected ${show(expected)}, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) =>
      subsetDifferences(value, (actual as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${at}: expected ${show(expected)}, got ${show(actual)}`];
}

/** Every way `entry` differs from `pattern`; none means it matches. */
export function differencesOf(entry: JournalEntry, pattern: RequestPattern): string[] {
  const out: string[] = [];
  const method = entry.method?.toUpperCase();
  if (pattern.method && pattern.method !== '*' && pattern.method.toUpperCase() !== method)
    out.push(`method: expected ${pattern.method.toUpperCase()}, got ${method ?? '(none)'}`);
  if (pattern.path && !pathMatches(pattern.path, entry.path ?? ''))
    out.push(`path: ${entry.path ?? '(none)'} does not match ${pattern.path}`);
  if (pattern.player && pattern.player !== entry.player)
    out.push(`player: expected ${pattern.player}, got ${entry.player ?? '(none)'}`);
  if (pattern.body) out.push(...subsetDifferences(pattern.body, entry.requestBody, 'body'));
  for (const [name, value] of Object.entries(pattern.query ?? {})) {
    const got = entry.query?.[name];
    if (got !== value) out.push(`query ${name}: expected ${show(value)}, got ${show(got)}`);
  }
  const headers = new Map(
    Object.entries(entry.requestHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  for (const [name, value] of Object.entries(pattern.headers ?? {})) {
    const got = headers.get(name.toLowerCase());
    if (got !== value)
      out.push(`header ${name.toLowerCase()}: expected ${show(value)}, got ${show(got)}`);
  }
  return out;
}
