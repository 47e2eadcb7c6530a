import type { APIRequestContext } from '@playwright/test';

export const FAKE_URL = process.env.FAKE_URL ?? 'http://127.0.0.1:4000';

export interface Scenario {
  geoBlocked?: boolean;
  depositOutcome?: 'success' | 'failure' | 'error' | 'timeout' | 'cancelled';
  soldOut?: 'none' | 'partial' | 'all';
  spendingLimitIqd?: number | null;
  latencyMs?: number;
  failNext?: { method: string; path: string; status: number }[];
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
}

export interface InboxMessage {
  to: string;
  kind: 'sms-code' | 'security-code' | 'email-link';
  code?: string;
  link?: string;
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

/** A small client for the fake's QA control API (see the shared brief). */
export function controlClient(request: APIRequestContext, base = `${FAKE_URL}/__control`) {
  return {
    reset: () => request.post(`${base}/reset`).then((r) => ok<void>(r)),
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
    advanceClock: (advanceMs: number) =>
      request.post(`${base}/clock`, { data: { advanceMs } }).then((r) => ok<unknown>(r)),
  };
}

export type ControlClient = ReturnType<typeof controlClient>;
