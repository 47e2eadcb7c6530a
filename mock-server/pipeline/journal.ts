import { maskBody, maskValue } from './mask';
import { pathMatches } from './path-glob';

/** One recorded request and its answer, or a scripted outcome as it fired. */
export interface JournalEntry {
  seq: number;
  /**
   * http: a request; script: a scripted outcome; message: an SMS or in-app alert the fake sent;
   * order: an order cancelled, refused or voided (decision 0280).
   */
  kind: 'http' | 'script' | 'message' | 'order';
  /** Real time, ISO. */
  at: string;
  /** The world's fake clock, ISO. */
  clock: string;
  method?: string;
  /** Below the world prefix, e.g. /lottery/orders/cart/purchase. */
  path?: string;
  query?: Record<string, string>;
  requestHeaders?: Record<string, string>;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  durationMs?: number;
  /** Canonical phone of the player whose token came with the request (or the script's). */
  player?: string;
  /** The injected fault, when one fired. */
  fault?: string;
  /** What decided the fault: "rule", "header" or a network preset's name (decision 0270). */
  cause?: string;
  /** kind 'script': what happened, e.g. "nextDeposit armed"; kind 'message': its channel. */
  event?: string;
  detail?: unknown;
}

export interface JournalFilter {
  method?: string;
  path?: string;
  player?: string;
  since?: number;
  until?: number;
}

/**
 * The journal's bounds (decision 0142): entries per world, characters kept of each body, and
 * characters of all entries together. 64 worlds with full journals stay under 64 x 1 MiB.
 */
export const JOURNAL_LIMITS = { entries: 500, bodyChars: 4096, totalChars: 1024 * 1024 };

/** A ring buffer of the newest entries, oldest first, bounded by count and by size. */
export class Journal {
  private entries: { entry: JournalEntry; chars: number }[] = [];
  private chars = 0;
  private seq = 0;

  constructor(private readonly limits = JOURNAL_LIMITS) {}

  /** Keeps the entry with its secrets masked and its bodies cut to `bodyChars`, marked as cut. */
  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    this.seq += 1;
    const full = bounded({ seq: this.seq, ...entry }, this.limits.bodyChars);
    const chars = JSON.stringify(full).length;
    this.entries.push({ entry: full, chars });
    this.chars += chars;
    while (
      this.entries.length > this.limits.entries ||
      (this.chars > this.limits.totalChars && this.entries.length > 1)
    ) {
      this.chars -= this.entries.shift()?.chars ?? 0;
    }
    return full;
  }

  /** Entries matching `filter`, oldest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    return this.entries.map(({ entry }) => entry).filter((e) => matches(e, filter));
  }

  /** Characters held, for the fake's memory report. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.length, chars: this.chars };
  }

  clear(): void {
    this.entries = [];
    this.chars = 0;
  }
}

/** A masked value cut to `max` characters of its JSON, with a marker saying how long it was. */
export function cutBody(value: unknown, max: number): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  if (text.length <= max) return value;
  return `${text.slice(0, max)}… [cut: ${text.length} characters]`;
}

/**
 * Masked when written, not when read: the journal never holds a secret in memory (card-page links,
 * codes, tokens), and a body is cut to a few KiB, so one large request costs little.
 */
function bounded(entry: JournalEntry, max: number): JournalEntry {
  if (entry.kind !== 'http') return { ...entry, detail: cutBody(maskValue(entry.detail), max) };
  return {
    ...entry,
    requestBody: cutBody(maskBody(String(entry.requestBody ?? '')), max),
    responseBody: cutBody(
      typeof entry.responseBody === 'string'
        ? maskBody(entry.responseBody)
        : maskValue(entry.responseBody ?? null),
      max,
    ),
  };
}

function matches(entry: JournalEntry, filter: JournalFilter): boolean {
  const at = Date.parse(entry.at);
  if (filter.method && entry.method?.toUpperCase() !== filter.method.toUpperCase()) return false;
  if (filter.path && !pathMatches(filter.path, entry.path ?? '', true)) return false;
  if (filter.player && entry.player !== filter.player) return false;
  if (filter.since !== undefined && at < filter.since) return false;
  if (filter.until !== undefined && at > filter.until) return false;
  return true;
}
