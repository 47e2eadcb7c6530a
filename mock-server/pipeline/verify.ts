import type { JournalEntry } from './journal';
import { differencesOf, type RequestPattern } from './request-pattern';

/** How many matching requests a verification wants; `atLeast` and `atMost` may be combined. */
export interface Times {
  exactly?: number;
  atLeast?: number;
  atMost?: number;
}

interface NearMiss {
  method?: string;
  path?: string;
  player?: string;
  status?: number;
  at: string;
  differences: string[];
}

export interface Verification {
  matched: boolean;
  count: number;
  times: Times;
  /** Only when not matched: the closest requests that did not match, fewest differences first. */
  nearestMisses?: NearMiss[];
}

const MAX_MISSES = 5;

/** Requests of the journal (scripted outcomes are not requests). */
const requests = (entries: readonly JournalEntry[]) => entries.filter((e) => e.kind === 'http');

export function countMatching(entries: readonly JournalEntry[], pattern: RequestPattern): number {
  return requests(entries).filter((e) => differencesOf(e, pattern).length === 0).length;
}

function holds(count: number, times: Times): boolean {
  if (times.exactly !== undefined) return count === times.exactly;
  if (times.atLeast !== undefined && count < times.atLeast) return false;
  if (times.atMost !== undefined && count > times.atMost) return false;
  return true;
}

/**
 * Checks the journal for requests matching `pattern`, `times` over (default at least once). On a
 * mismatch it names the nearest misses; the control API's own calls are left out of them unless
 * the pattern asks for control paths.
 */
export function verifyJournal(
  entries: readonly JournalEntry[],
  pattern: RequestPattern,
  given: Times = {},
): Verification {
  const times = Object.keys(given).length > 0 ? given : { atLeast: 1 };
  const all = requests(entries);
  const count = countMatching(all, pattern);
  if (holds(count, times)) return { matched: true, count, times };
  const control = pattern.path?.includes('__control') ?? false;
  const nearestMisses = all
    .filter((e) => control || !e.path?.startsWith('/__control/'))
    .map((entry) => ({ entry, differences: differencesOf(entry, pattern) }))
    .filter((m) => m.differences.length > 0)
    // Fewest differences first; among equals the newest request first.
    .sort((a, b) => a.differences.length - b.differences.length || b.entry.seq - a.entry.seq)
    .slice(0, MAX_MISSES)
    .map(({ entry, differences }) => ({
      method: entry.method,
      path: entry.path,
      player: entry.player,
      status: entry.status,
      at: entry.at,
      differences,
    }));
  return { matched: false, count, times, nearestMisses };
}
