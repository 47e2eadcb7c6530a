import { ControlError } from './control-error';
import type {
  DrawResult,
  Faults,
  FaultsBody,
  InboxMessage,
  JournalEntry,
  JournalFilter,
  NetworkPreset,
  PaymentOutage,
  PlayerScript,
  RequestPattern,
  SavedSnapshot,
  Scenario,
  ScenarioBody,
  SnapshotInfo,
  Verification,
  VerifyBody,
  WorldInfo,
} from '../mock-server/control/api-types';

// The control API's own types (decision 0266): what the fake validates and answers, never a copy.
export type * from '../mock-server/control/api-types';

/** What the panel asks the fake's control API; tests pass their own. */
export interface ControlClient {
  getScenario(): Promise<Scenario>;
  setScenario(flags: ScenarioBody): Promise<Scenario>;
  getClock(): Promise<{ now: string }>;
  advanceClock(advanceMs: number): Promise<{ now: string }>;
  drawNext(winningNumbers?: number[]): Promise<DrawResult>;
  readInbox(to: { phone?: string; email?: string }): Promise<InboxMessage[]>;
  readJournal(filter?: JournalFilter): Promise<JournalEntry[]>;
  clearJournal(): Promise<void>;
  getFaults(): Promise<Faults>;
  armFaults(faults: FaultsBody): Promise<Faults>;
  clearFaults(): Promise<void>;
  scriptPlayer(phone: string, script: PlayerScript): Promise<void>;
  settlePayment(paymentId: string, outcome: string): Promise<unknown>;
  listWorlds(): Promise<WorldInfo[]>;
  createWorld(id?: string): Promise<{ id: string; baseUrl: string }>;
  resetWorld(): Promise<{ now?: string }>;
  listSnapshots(): Promise<SnapshotInfo[]>;
  saveSnapshot(name: string): Promise<SavedSnapshot>;
  restoreSnapshot(name: string): Promise<void>;
  deleteSnapshot(name: string): Promise<void>;
  exportSnapshot(name: string): Promise<unknown>;
  /** Stores a snapshot file (its text, checked by the fake) under `name`; restoring is a second call. */
  importSnapshot(name: string, file: string): Promise<SavedSnapshot>;
  /** 200 and 409 are both answers here: 409 is "did not match", with the nearest misses. */
  verify(pattern: VerifyBody): Promise<Verification>;
  countRequests(pattern: RequestPattern): Promise<number>;
  /** Named network presets (decision 0270): the list replaces the world's presets. */
  setNetwork(presets: NetworkPreset[]): Promise<{ shutdownNow: string | null }>;
  /** Payment outages per method and rail (decision 0271): the list replaces the world's. */
  setPaymentOutages(outages: PaymentOutage[]): Promise<unknown>;
  /** Where the browser downloads the world's journal as HAR (decision 0272). */
  journalHarUrl(): string;
}

/**
 * The control API sits beside the lottery API of the runtime config: `<origin>/__control`, or
 * `<origin>/w/<id>/__control` when config.json points the app at a world. Never the app's adapter.
 */
export function controlBaseUrl(lotteryApiBaseUrl: string): string {
  return lotteryApiBaseUrl.replace(/\/+$/, '').replace(/\/lottery$/, '') + '/__control';
}

/** The control base of world `id` beside `base` (`default` is the origin's own). */
export function worldControlBase(base: string, id: string): string {
  const origin = base.replace(/(\/w\/[^/]+)?\/__control$/, '');
  return id === 'default'
    ? `${origin}/__control`
    : `${origin}/w/${encodeURIComponent(id)}/__control`;
}

/** The world a control base drives. */
export const worldOf = (base: string): string =>
  /\/w\/([^/]+)\/__control$/.exec(base)?.[1] ?? 'default';

const q = (pattern: RequestPattern | JournalFilter) =>
  new URLSearchParams(
    Object.entries(pattern).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

export function httpControlClient(base: string): ControlClient {
  const send = async <T>(method: string, path: string, body?: unknown, ok = [] as number[]) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      // A file is sent as it was read: the fake names what it refuses in it.
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok && !ok.includes(response.status)) {
      const message = (data as { message?: string } | undefined)?.message ?? response.statusText;
      throw new ControlError(`${method} ${path}: ${response.status} ${message}`, response.status);
    }
    return data as T;
  };
  const snapshot = (name: string) => `/snapshots/${encodeURIComponent(name)}`;
  return {
    getScenario: () => send('GET', '/scenario'),
    setScenario: (flags) => send('PUT', '/scenario', flags),
    getClock: () => send('GET', '/clock'),
    advanceClock: (advanceMs) => send('POST', '/clock', { advanceMs }),
    drawNext: (winningNumbers) =>
      send('POST', '/draws/next', winningNumbers ? { winningNumbers } : {}),
    readInbox: async (to) => {
      const query = new URLSearchParams(to.email ? { email: to.email } : { phone: to.phone ?? '' });
      return (await send<{ messages: InboxMessage[] }>('GET', `/inbox?${query}`)).messages;
    },
    readJournal: async (filter = {}) => {
      const query = q(filter).toString();
      const path = query ? `/journal?${query}` : '/journal';
      return (await send<{ entries: JournalEntry[] }>('GET', path)).entries;
    },
    clearJournal: () => send('DELETE', '/journal'),
    getFaults: () => send('GET', '/faults'),
    armFaults: (faults) => send('POST', '/faults', faults),
    clearFaults: () => send('DELETE', '/faults'),
    scriptPlayer: (phone, script) =>
      send('POST', `/players/${encodeURIComponent(phone)}/script`, script),
    settlePayment: (id, outcome) =>
      send('POST', `/payments/${encodeURIComponent(id)}`, { outcome }),
    listWorlds: async () => (await send<{ worlds: WorldInfo[] }>('GET', '/worlds')).worlds,
    createWorld: (id) => send('POST', '/worlds', id ? { id } : {}),
    resetWorld: () => send('POST', '/reset'),
    listSnapshots: async () =>
      (await send<{ snapshots: SnapshotInfo[] }>('GET', '/snapshots')).snapshots,
    saveSnapshot: (name) => send('POST', '/snapshots', { name }),
    restoreSnapshot: (name) => send('POST', `${snapshot(name)}/restore`),
    deleteSnapshot: (name) => send('DELETE', snapshot(name)),
    exportSnapshot: (name) => send('GET', snapshot(name)),
    importSnapshot: (name, file) => send('PUT', snapshot(name), file),
    verify: (pattern) => send('POST', '/verify', pattern, [409]),
    countRequests: async (pattern) =>
      (await send<{ count: number }>('GET', `/journal/count?${q(pattern)}`)).count,
    setNetwork: (presets) => send('PUT', '/network', { presets }),
    setPaymentOutages: (outages) => send('PUT', '/payment-outages', { outages }),
    journalHarUrl: () => `${base}/journal/har`,
  };
}
