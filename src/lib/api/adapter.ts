import * as account from './account';
import * as cart from './cart';
import * as cms from './cms';
import * as favourites from './favourites';
import * as games from './games';
import * as payments from './payments';
import * as responsiblePlay from './responsible-play';

/** The real HTTP adapter: every call of section 7, over the runtime-configured base addresses. */
export const httpAdapter = {
  ...account,
  ...cart,
  ...games,
  ...payments,
  ...cms,
  ...responsiblePlay,
  ...favourites,
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
