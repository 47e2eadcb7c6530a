import { defaultWorld } from '../world/current';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { LoginResponse, TicketDeliverIQDto, UserBalance } from '../../src/lib/api/types';
import { openDraws, resetWorld } from '../control/world';
import { createNodeFake } from '../hosts/node';

const world = defaultWorld();

/** A Friday morning (Iraq time 12:00); the next draw is Monday 23 Nov 2026 20:00 +03:00. */
export const CLOCK_START = Date.parse('2026-11-20T09:00:00Z');
export const ORIGIN = 'http://127.0.0.1:4000';
export const LOTTERY = `${ORIGIN}/lottery`;
export const PASSWORD = 'Lottery123!';
export const AHMED = '07701234567';

/** msw/node with the fake's handlers for the whole test file; a fresh, frozen world per test. */
export function useFake(): void {
  const { server } = createNodeFake({ origin: ORIGIN, clockStart: CLOCK_START });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetWorld(world, { clockStart: CLOCK_START }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface CallOptions {
  method?: string;
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  base?: string;
  headers?: Record<string, string>;
}

/** A plain fetch to the fake, answering the status and the parsed JSON body (or null). */
export async function call<T = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(`${options.base ?? LOTTERY}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const control = <T = unknown>(path: string, options: Omit<CallOptions, 'base'> = {}) =>
  call<T>(path, { ...options, base: `${ORIGIN}/__control` });

export async function login(username = AHMED, password = PASSWORD): Promise<LoginResponse> {
  const { status, body } = await call<LoginResponse>('/users/login', {
    method: 'POST',
    query: { username, password },
  });
  if (status !== 200) throw new Error(`login ${username} answered ${status}`);
  return body;
}

export async function token(username = AHMED): Promise<string> {
  return (await login(username)).securityToken;
}

/** The player's balance as the fake answers it. */
export const balance = async (auth: string) =>
  (await call<UserBalance>('/users/account-balance', { token: auth })).body;

/** A ticket for the next open draw(s), `grids` grids long. */
export function ticket(grids = 1, draws = 1): TicketDeliverIQDto {
  const drawIds = openDraws(world)
    .slice(0, draws)
    .map((d) => d.drawId);
  const tips = Array.from({ length: grids }, (_, i) =>
    [1, 2, 3, 4, 5, 6].map((n) => ((n + i * 3 - 1) % 29) + 1),
  );
  return { ticketTypeName: '6of29', drawIds, tips };
}
