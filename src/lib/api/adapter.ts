import * as functions from './adapter-functions';

/** The real HTTP adapter: every call of section 7, over the runtime-configured base addresses. */
export const httpAdapter = { ...functions };

/** The whole surface the app may use to reach a backend. A test or another backend replaces it whole. */
export type Adapter = typeof httpAdapter;

/**
 * What features call: `api.login(...)`. An ES module binding is live: `setAdapter` reassigns it
 * and every importer sees the new adapter at its next call.
 */
export let api: Adapter = httpAdapter;

/** The one seam: swap the adapter (tests, demos, a different backend). */
export function setAdapter(next: Adapter): void {
  api = next;
}

export function resetAdapter(): void {
  api = httpAdapter;
}
