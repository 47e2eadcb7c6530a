import type { APIRequestContext } from '@playwright/test';

/** A request pattern for the fake's `POST /__control/verify` (mock-server/docs/verification-and-faults.md). */
export interface RequestPattern {
  method?: string;
  /** The fault rules' path glob, matched at the end of the path: '/orders/cart/purchase', '/users/*'. */
  path?: string;
  /** The player's phone, in any form the fake accepts. */
  player?: string;
  /** A subset of the JSON request body. */
  body?: Record<string, unknown>;
  /** Header values; names are case-insensitive. */
  headers?: Record<string, string>;
  /** Default `{ atLeast: 1 }`. */
  times?: { exactly?: number; atLeast?: number; atMost?: number };
}

export interface Verification {
  matched: boolean;
  count: number;
  times: { exactly?: number; atLeast?: number; atMost?: number };
  /** Only when not matched: the closest requests that did not match, and how they differ. */
  nearestMisses?: {
    method?: string;
    path?: string;
    player?: string;
    status?: number;
    differences: string[];
  }[];
}

/**
 * Asks the fake whether the worker's world saw requests matching `pattern`. Answers the result
 * whether it matched (200) or not (409), so `expect(...).toMatchObject({ matched: true })` prints
 * the count and the nearest misses when it fails; any other status throws.
 */
export async function verifyIn(
  request: APIRequestContext,
  base: string,
  pattern: RequestPattern,
): Promise<Verification> {
  const response = await request.post(`${base}/verify`, { data: pattern });
  if (response.status() !== 200 && response.status() !== 409) {
    throw new Error(`control API verify answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Verification;
}

/** `GET /__control/journal/count`: how many journaled requests match (same path glob). */
export async function countIn(
  request: APIRequestContext,
  base: string,
  query: Pick<RequestPattern, 'method' | 'path' | 'player'>,
): Promise<number> {
  const response = await request.get(`${base}/journal/count`, { params: query });
  if (!response.ok()) throw new Error(`journal count answered ${response.status()}`);
  return ((await response.json()) as { count: number }).count;
}
