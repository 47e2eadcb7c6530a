import { getRuntimeConfig } from '@/lib/config';

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

/** What the panel asks the fake's control API; tests pass their own. */
export interface ControlClient {
  getScenario(): Promise<ScenarioFlags>;
  setScenario(flags: Partial<ScenarioFlags>): Promise<ScenarioFlags>;
  getClock(): Promise<{ now: string }>;
  advanceClock(advanceMs: number): Promise<{ now: string }>;
  drawNext(winningNumbers?: number[]): Promise<DrawResult>;
  readInbox(to: { phone?: string; email?: string }): Promise<InboxMessage[]>;
  readJournal(): Promise<JournalEntry[]>;
  clearJournal(): Promise<void>;
}

/**
 * The control API sits beside the lottery API of the runtime config: `<origin>/__control`, or
 * `<origin>/w/<id>/__control` when config.json points the app at a world. Never the app's adapter.
 */
export function controlBaseUrl(lotteryApiBaseUrl = getRuntimeConfig().lotteryApiBaseUrl): string {
  return lotteryApiBaseUrl.replace(/\/+$/, '').replace(/\/lottery$/, '') + '/__control';
}

export function httpControlClient(base = controlBaseUrl()): ControlClient {
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const message = (data as { message?: string } | undefined)?.message ?? response.statusText;
      throw new Error(`${method} ${path}: ${response.status} ${message}`);
    }
    return data as T;
  };
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
    readJournal: async () => (await send<{ entries: JournalEntry[] }>('GET', '/journal')).entries,
    clearJournal: () => send('DELETE', '/journal'),
  };
}
