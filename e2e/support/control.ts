import type { APIRequestContext } from '@playwright/test';
import { countIn, verifyIn, type RequestPattern } from './verify';

/** The fake's root: its default world and the routes that create worlds. */
export const FAKE_ORIGIN = process.env.FAKE_URL ?? 'http://127.0.0.1:4000';

/**
 * Each Playwright worker runs in its own world of the fake (decision 0144), named from the run and
 * the worker's parallel slot, so workers never see each other's scenario, clock or data.
 * Outside a worker (the config, a script) it is the default world.
 */
const slot = process.env.TEST_PARALLEL_INDEX;
export const WORLD_ID =
  slot === undefined ? null : `e2e-${process.env.E2E_RUN_ID ?? 'run'}-${slot}`;

/** Where this worker's lottery, CMS and control calls go: `${FAKE_ORIGIN}/w/{id}`. */
export const FAKE_URL = WORLD_ID ? `${FAKE_ORIGIN}/w/${WORLD_ID}` : FAKE_ORIGIN;

export interface Scenario {
  geoBlocked?: boolean;
  depositOutcome?: 'success' | 'failure' | 'error' | 'timeout' | 'cancelled';
  payoutOutcome?: 'success' | 'pending' | 'failure';
  soldOut?: 'none' | 'partial' | 'all' | { numbers: number[][] };
  spendingLimitIqd?: number | null;
  liabilityCap?: { capIqd: number; soldLines?: { numbers: number[]; lines: number }[] } | null;
  latencyMs?: number;
  failNext?: {
    method: string;
    path: string;
    status: number;
    code?: string;
    skip?: number;
    onNth?: number;
    times?: number;
  }[];
}

export interface NewPlayer {
  phone: string;
  password: string;
  state: 'unverified' | 'verified' | 'suspended' | 'closed';
  balance: number;
  withdrawable: number;
  termsAccepted: boolean;
  firstName?: string;
  lastName?: string;
  preferredLanguage?: 'ar' | 'en' | 'ku';
}

export interface InboxMessage {
  to: string;
  kind: 'sms-code' | 'security-code' | 'email-link' | 'alert';
  code?: string;
  link?: string;
  /** An alert's SMS text. */
  text?: string;
  sentAt: string;
}

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  if (!response.ok()) {
    throw new Error(
      `control API ${response.url()} answered ${response.status()}: ${await response.text()}`,
    );
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

export interface JournalEntry {
  seq: number;
  kind: 'http' | 'script' | 'message' | 'order';
  method?: string;
  path?: string;
  query?: Record<string, string>;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  player?: string;
  event?: string;
  detail?: unknown;
}

/** Creates (or reseeds) this worker's world. */
export async function ensureWorld(request: APIRequestContext): Promise<void> {
  if (!WORLD_ID) return;
  await request
    // The header routes the creation to the instance that will hold the world behind the
    // cluster's nginx (decision 0276); a single fake ignores it.
    .post(`${FAKE_ORIGIN}/__control/worlds`, {
      data: { id: WORLD_ID, reseed: true },
      headers: { 'X-Fake-World': WORLD_ID },
    })
    .then((r) => ok<unknown>(r));
}

/** A small client for this worker's world of the fake's QA control API (README). */
export function controlClient(request: APIRequestContext, base = `${FAKE_URL}/__control`) {
  return {
    setFaults: (seed: number, rules: object[]) =>
      request.post(`${base}/faults`, { data: { seed, rules } }).then((r) => ok<unknown>(r)),
    journal: (query: { method?: string; path?: string; player?: string; since?: string } = {}) =>
      request
        .get(`${base}/journal`, { params: query })
        .then((r) => ok<{ entries: JournalEntry[] }>(r))
        .then((body) => body.entries),
    /** Was it called, how often? The fake's verification against this world's journal. */
    verify: (pattern: RequestPattern) => verifyIn(request, base, pattern),
    count: (query: Pick<RequestPattern, 'method' | 'path' | 'player'>) =>
      countIn(request, base, query),
    reset: () => request.post(`${base}/reset`).then((r) => ok<void>(r)),
    /** A reset with the fake clock frozen at `clockStart` (ISO date). */
    resetAt: (clockStart: string) =>
      request.post(`${base}/reset`, { data: { clockStart } }).then((r) => ok<unknown>(r)),
    /** Network presets of decision 0270 (exam shutdowns, evening 4G, flaky). */
    setNetwork: (presets: { name: string; everyDay?: boolean }[], seed = 1) =>
      request.put(`${base}/network`, { data: { seed, presets } }).then((r) => ok<unknown>(r)),
    scenario: () => request.get(`${base}/scenario`).then((r) => ok<Scenario>(r)),
    setScenario: (flags: Scenario) =>
      request.put(`${base}/scenario`, { data: flags }).then((r) => ok<Scenario>(r)),
    createPlayer: (player: NewPlayer) =>
      request.post(`${base}/players`, { data: player }).then((r) => ok<unknown>(r)),
    inbox: (query: { phone: string } | { email: string }) =>
      request
        .get(`${base}/inbox`, { params: query })
        .then((r) => ok<{ messages: InboxMessage[] }>(r)),
    nextDraw: (winningNumbers?: number[]) =>
      request
        .post(`${base}/draws/next`, { data: winningNumbers ? { winningNumbers } : {} })
        .then((r) => ok<unknown>(r)),
    /** The operator voids a purchased order (decision 0280). */
    voidOrder: (orderId: number, reason?: string) =>
      request
        .post(`${base}/orders/${String(orderId)}/void`, { data: reason ? { reason } : {} })
        .then((r) => ok<{ orderId: number; ticketIds: number[]; refunded: number }>(r)),
    advanceClock: (advanceMs: number) =>
      request.post(`${base}/clock`, { data: { advanceMs } }).then((r) => ok<unknown>(r)),
    /** An operator flags (true) or clears (false) a player at risk; null: the rules decide (0286). */
    setRisk: (phone: string, flagged: boolean | null) =>
      request
        .put(`${base}/players/${phone}/risk`, { data: { flagged } })
        .then((r) => ok<{ atRisk: boolean; signals: string[] }>(r)),
  };
}

export type ControlClient = ReturnType<typeof controlClient>;
