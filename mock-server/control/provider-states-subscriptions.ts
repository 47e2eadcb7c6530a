/** Provider states of the subscriptions extension (contracts/states-subscriptions.ts). */
import type { World } from '../world/state';
import { SUBSCRIBED_GRID, SUBSCRIPTION_STATES as S } from '../../contracts/states-subscriptions';
import type { PlayerStateParams } from '../../contracts/states';
import { cancelSubscription, createSubscription } from '../services/subscriptions/subscriptions';
import type { ProviderStateAnswer } from './provider-states-support';
import { DEMO_PHONE, tokensOf } from './provider-states-support';
import { drawNextDraw, requirePlayer } from './world';

type Answer = ProviderStateAnswer;

const demo = (world: World) => requirePlayer(world, DEMO_PHONE);

const subscribe = (world: World) =>
  createSubscription(world, demo(world), {
    tips: [[...SUBSCRIBED_GRID]],
    weekdays: null,
    drawCount: null,
    minJackpot: null,
  }).subscriptionId;

/** Subscribed, then the draw on sale is drawn: the next one's sales open and it renews. */
function renewed(world: World): Answer {
  const subscriptionId = subscribe(world);
  drawNextDraw(world, [1, 2, 4, 5, 7, 8]);
  return { ...tokensOf(world, demo(world)), subscriptionId };
}

function cancelled(world: World): Answer {
  const subscriptionId = subscribe(world);
  cancelSubscription(world, demo(world), subscriptionId);
  return { ...tokensOf(world, demo(world)), subscriptionId };
}

export const SUBSCRIPTION_BUILDERS: Record<
  string,
  (world: World, params: PlayerStateParams) => Answer
> = {
  [S.noSubscriptions]: (world) => tokensOf(world, demo(world)),
  [S.renewedSubscription]: renewed,
  [S.cancelledSubscription]: cancelled,
};
