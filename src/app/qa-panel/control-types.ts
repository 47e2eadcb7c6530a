/** What the panel reads from and sends to the fake's control API (mock-server/control/). */

/** Sold out by name, or by the grids chosen (each six numbers). */
export type SoldOut = string | { numbers: number[][] };

/** One `failNext` rule: the next matching call(s) answer this status (mock-server/scenario.ts). */
export interface FailNextRule {
  method?: string;
  path: string;
  status: number;
  code?: string;
  times?: number;
}

/** The scenario flags the panel sets (mock-server/scenario.ts). */
export interface ScenarioFlags {
  geoBlocked: boolean;
  depositOutcome: string;
  payoutOutcome: string;
  soldOut: SoldOut;
  spendingLimitIqd: number | null;
  latencyMs: number;
  failNext?: FailNextRule[];
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
  /** What decided the fault: rule, header or a network preset's name. */
  cause?: string;
  event?: string;
}

/** The journal's filter (`GET /journal?method&path&player`): omitted fields match any. */
export interface JournalFilter {
  method?: string;
  path?: string;
  player?: string;
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

/** A request pattern, as the journal count takes it. */
export interface RequestPattern {
  method?: string;
  path?: string;
  player?: string;
}

/** What verification also checks: a subset of the JSON body, query values, header values. */
export interface VerifyPattern extends RequestPattern {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
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
