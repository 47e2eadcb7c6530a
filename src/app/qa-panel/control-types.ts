/** What the panel reads from and sends to the fake's control API (mock-server/control/). */

/** The scenario flags the panel sets (mock-server/scenario.ts; failNext is left to the API). */
export interface ScenarioFlags {
  geoBlocked: boolean;
  depositOutcome: string;
  payoutOutcome: string;
  soldOut: string;
  spendingLimitIqd: number | null;
  latencyMs: number;
}

export interface InboxMessage {
  to: string;
  kind: string;
  code?: string;
  link?: string;
  sentAt: string;
}

export interface JournalEntry {
  seq?: number;
  at: string;
  kind?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  player?: string;
  fault?: string;
  event?: string;
}

export interface DrawResult {
  drawId?: number;
  winningNumbers?: number[];
  [key: string]: unknown;
}

/** One fault rule as `POST /__control/faults` takes it (pipeline/faults.ts). */
export interface FaultRule {
  method?: string;
  path: string;
  kind: 'status' | 'delay' | 'drop' | 'dropAfterCommit' | 'malformed' | 'slowBody';
  status?: number;
  body?: unknown;
  count?: number;
  probability?: number;
  /** Sequenced faults (newer fakes): fire on the Nth match only, or let the first N through. */
  onNth?: number;
  skip?: number;
  delayMs?: number;
  maxDelayMs?: number;
}

/** A rule as the fake lists it: with its counters, which it refuses back in a strict body. */
export interface ArmedFaultRule extends FaultRule {
  fired?: number;
  seen?: number;
}

export interface Faults {
  seed: number;
  rules: ArmedFaultRule[];
}

export interface PlayerScript {
  nextDeposit?: { pendingForMs: number; then: 'success' | 'failure' | 'timeout' };
  nextPayout?: { pendingForMs: number; then: 'success' | 'failure' };
}

export interface WorldInfo {
  id: string;
  lastUsed?: string;
}

export interface SnapshotInfo {
  name: string;
  savedAt: string;
}

export type Times = { exactly: number } | { atLeast: number } | { atMost: number };

/** A request pattern, as verification and the journal count take it. */
export interface RequestPattern {
  method?: string;
  path?: string;
  player?: string;
}

export interface NearestMiss {
  method: string;
  path: string;
  player?: string;
  status?: number;
  at: string;
  differences: string[];
}

export interface Verification {
  matched: boolean;
  count: number;
  nearestMisses?: NearestMiss[];
}
