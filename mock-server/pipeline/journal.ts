import { maskBody, maskValue } from './mask';

/** One recorded request and its answer, or a scripted outcome as it fired. */
export interface JournalEntry {
  seq: number;
  kind: 'http' | 'script';
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
  /** kind 'script': what happened, e.g. "nextDeposit armed". */
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

export const JOURNAL_SIZE = 500;

/** A ring buffer: the newest JOURNAL_SIZE entries, oldest first. */
export class Journal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  constructor(private readonly size = JOURNAL_SIZE) {}

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    this.seq += 1;
    const full = { seq: this.seq, ...entry };
    this.entries.push(full);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
    return full;
  }

  /** Entries matching `filter`, oldest first, with request and response bodies masked. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    return this.entries.filter((e) => matches(e, filter)).map(masked);
  }

  clear(): void {
    this.entries = [];
  }
}

/** http entries keep bodies as sent (cheap per request); masking happens on reading. */
const masked = (entry: JournalEntry): JournalEntry =>
  entry.kind === 'http'
    ? {
        ...entry,
        requestBody: maskBody(String(entry.requestBody ?? '')),
        responseBody:
          typeof entry.responseBody === 'string'
            ? maskBody(entry.responseBody)
            : maskValue(entry.responseBody ?? null),
      }
    : entry;

function matches(entry: JournalEntry, filter: JournalFilter): boolean {
  const at = Date.parse(entry.at);
  if (filter.method && entry.method?.toUpperCase() !== filter.method.toUpperCase()) return false;
  if (filter.path && !entry.path?.includes(filter.path)) return false;
  if (filter.player && entry.player !== filter.player) return false;
  if (filter.since !== undefined && at < filter.since) return false;
  if (filter.until !== undefined && at > filter.until) return false;
  return true;
}
