import * as account from './account';
import * as alerts from './alerts';
import * as cart from './cart';
import * as charity from './charity-calls';
import * as cms from './cms';
import * as causes from './cms-causes';
import * as drawCertificates from './draw-certificates';
import * as draws from './draws';
import * as favourites from './favourites';
import * as games from './games';
import * as payments from './payments';
import * as playSession from './play-session-calls';
import * as playerCare from './player-care-calls';
import * as receipts from './receipts';
import * as responsiblePlay from './responsible-play';
import * as subscriptions from './subscriptions';
import * as terms from './terms';

/** The real HTTP adapter: every call of section 7, over the runtime-configured base addresses. */
export const httpAdapter = {
  ...account,
  ...alerts,
  ...cart,
  ...charity,
  ...cms,
  ...causes,
  ...draws,
  ...drawCertificates,
  ...favourites,
  ...games,
  ...payments,
  ...playSession,
  ...playerCare,
  ...receipts,
  ...responsiblePlay,
  ...subscriptions,
  ...terms,
};

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
