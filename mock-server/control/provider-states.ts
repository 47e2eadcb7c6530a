/**
 * Provider states of the consumer contracts (contracts/states.ts), built on the fake's world API.
 * Each state resets the world (frozen clock, seeded players), builds what its name says, and
 * answers the values the pacts inject: the player's tokens and any provider-generated id or code.
 * Served as POST /__control/state { state, params }.
 */
import type { World } from '../world/state';
import { LOTTERY_BUILDERS } from './provider-states-lottery';
import { PACT_CLOCK_START, type ProviderStateValues } from './provider-states-support';
import { type PlayerStateParams } from '../../contracts/states';
import { DomainError } from '../domain/errors';
import { ALERT_BUILDERS } from './provider-states-alerts';
import { CART_CAP_BUILDERS } from './provider-states-cart-cap';
import { cmsStateValues } from './provider-states-cms';
import { LIABILITY_BUILDERS } from './provider-states-liability';
import { PLAYER_CARE_BUILDERS } from './provider-states-player-care';
import { DRAW_PROOF_BUILDERS } from './provider-states-draw-proof';
import { favouriteStateValues } from './provider-states-favourites';
import { PAYMENT_OUTAGE_BUILDERS } from './provider-states-payment-outages';
import { PLAY_SESSION_BUILDERS } from './provider-states-play-session';
import { RECEIPT_BUILDERS } from './provider-states-receipts';
import { RESPONSIBLE_PLAY_BUILDERS } from './provider-states-responsible-play';
import { SUBSCRIPTION_BUILDERS } from './provider-states-subscriptions';
import { TERMS_BUILDERS } from './provider-states-terms';
import { TICKET_DRAW_BUILDERS } from './provider-states-ticket-draws';
import { VOUCHER_CHOICE_BUILDERS } from './provider-states-voucher-choices';
import { resetWorld } from './world';

export {
  PACT_CLOCK_START,
  type ProviderStateAnswer,
  type ProviderStateValues,
} from './provider-states-support';

/** Resets the world and builds the named state; 400 UNKNOWN_STATE for a name it does not know. */
export async function applyProviderState(
  world: World,
  state: string,
  params: Record<string, unknown> = {},
): Promise<ProviderStateValues> {
  const cms = cmsStateValues(state);
  if (cms) return cms;
  const favourites = favouriteStateValues(world, state, PACT_CLOCK_START);
  if (favourites) return favourites;
  const build =
    LOTTERY_BUILDERS[state] ??
    RESPONSIBLE_PLAY_BUILDERS[state] ??
    PLAY_SESSION_BUILDERS[state] ??
    TICKET_DRAW_BUILDERS[state] ??
    TERMS_BUILDERS[state] ??
    RECEIPT_BUILDERS[state] ??
    CART_CAP_BUILDERS[state] ??
    LIABILITY_BUILDERS[state] ??
    PLAYER_CARE_BUILDERS[state] ??
    ALERT_BUILDERS[state] ??
    DRAW_PROOF_BUILDERS[state] ??
    SUBSCRIPTION_BUILDERS[state] ??
    PAYMENT_OUTAGE_BUILDERS[state] ??
    VOUCHER_CHOICE_BUILDERS[state];
  if (!build) throw new DomainError(400, 'UNKNOWN_STATE', `Unknown provider state: ${state}`);
  resetWorld(world, { clockStart: PACT_CLOCK_START });
  const answer = build(world, params as PlayerStateParams);
  const entries = await Promise.all(
    Object.entries(answer).map(async ([key, value]) => [key, await value] as const),
  );
  return Object.fromEntries(entries);
}
