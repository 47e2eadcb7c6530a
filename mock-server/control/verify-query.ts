import type { JournalEntry } from '../pipeline/journal';
import type { RequestPattern } from '../pipeline/request-pattern';
import { differencesOf } from '../pipeline/request-pattern';
import { verifyJournal, type Times, type Verification } from '../pipeline/verify';

/** Query parameters a verification asks for: each one given must be there with this value. */
export type QueryPattern = Record<string, string>;

const show = (value: string | undefined) => (value === undefined ? '(absent)' : `"${value}"`);

const queryDifferences = (entry: JournalEntry, query: QueryPattern): string[] =>
  Object.entries(query)
    .filter(([name, value]) => entry.query?.[name] !== value)
    .map(
      ([name, value]) => `query ${name}: expected ${show(value)}, got ${show(entry.query?.[name])}`,
    );

/**
 * Verification with a query (issue 42): the journal's requests with the query as asked are
 * verified as before; a request that matches all but its query is a near miss naming it, ahead of
 * the others (one field off). The journal masks secrets, so a password is never matched by value.
 */
export function verifyWithQuery(
  entries: readonly JournalEntry[],
  pattern: RequestPattern,
  query: QueryPattern | undefined,
  times?: Times,
): Verification {
  if (!query || Object.keys(query).length === 0) return verifyJournal(entries, pattern, times);
  const fits = entries.filter((entry) => queryDifferences(entry, query).length === 0);
  const result = verifyJournal(fits, pattern, times);
  if (result.matched) return result;
  const queryMisses = entries
    .filter((e) => e.kind === 'http' && differencesOf(e, pattern).length === 0)
    .map((entry) => ({ entry, differences: queryDifferences(entry, query) }))
    .filter((m) => m.differences.length > 0)
    .reverse()
    .map(({ entry, differences }) => ({
      method: entry.method,
      path: entry.path,
      player: entry.player,
      status: entry.status,
      at: entry.at,
      differences,
    }));
  const nearestMisses = [...queryMisses, ...(result.nearestMisses ?? [])].slice(0, 5);
  return { ...result, nearestMisses };
}
