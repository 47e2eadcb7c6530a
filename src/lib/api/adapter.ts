import * as games from './games';
import { onUseCalls } from './on-use';
import * as start from './start-calls';

/**
 * The real HTTP adapter: every call of section 7, over the runtime-configured base addresses.
 * The start route's calls are here at once; the others load with the first of them (on-use.ts).
 */
export const httpAdapter = {
  ...start,
  ...games,
  ...onUseCalls,
};

/** The whole surface the app may use to reach a backend. A test or another backend replaces it whole. */
export type Adapter = typeof httpAdapter;

let current: Adapter = httpAdapter;

/** The one seam: swap the adapter (tests, demos, a different backend). */
export function setAdapter(next: Adapter): void {
  current = next;
}

export function resetAdapter(): void {
  current = httpAdapter;
}

/** What features call: `api.login(...)`. Reads the current adapter on every call, so a swap takes effect at once. */
export const api: Adapter = new Proxy({} as Adapter, {
  get: (_target, key: string) => current[key as keyof Adapter],
});
