import type { World } from '../../world/state';
import type { Subscription, SubscriptionRenewal } from '../../../src/lib/api/types';
import { now } from '../../clock';
import { nextId } from '../../db';
import { DomainError } from '../../domain/errors';
import {
  checkChange,
  checkInput,
  MAX_SUBSCRIPTIONS,
  type SubscriptionRecord,
} from '../../domain/subscriptions';
import { nextUndrawn } from '../draws';
import { MAIN_GAME, SCHEDULE } from '../game-config';
import type { PlayerRow } from '../ledger';
import { notifySubscriptionEvent } from './notify';
import { boughtCount, findSubscription, saveSubscription, subscriptionsOf } from './store';
import { toRenewals, toSubscription } from './view';

/** The subscriptions extension (decision 0224): the player's calls. */
export const listSubscriptions = (world: World, player: PlayerRow): Subscription[] =>
  subscriptionsOf(world, player.id).map((sub) => toSubscription(world, sub));

/** Another player's subscription answers 404 too: ids reveal nothing. */
function own(world: World, player: PlayerRow, id: unknown): SubscriptionRecord {
  const sub = findSubscription(world, Number(id));
  if (!sub || sub.playerId !== player.id)
    throw new DomainError(404, 'NOT_FOUND', 'No such subscription');
  return sub;
}

const isLive = (world: World, sub: SubscriptionRecord) =>
  !sub.cancelled &&
  (sub.drawCount === null || boughtCount(world, sub.subscriptionId) < sub.drawCount);

export function createSubscription(
  world: World,
  player: PlayerRow,
  body: Record<string, unknown>,
): Subscription {
  const input = checkInput(body, SCHEDULE.weekdays);
  if (subscriptionsOf(world, player.id).filter((s) => isLive(world, s)).length >= MAX_SUBSCRIPTIONS)
    throw new DomainError(
      409,
      'TOO_MANY_SUBSCRIPTIONS',
      `At most ${MAX_SUBSCRIPTIONS} subscriptions`,
    );
  const at = now(world);
  const sub = saveSubscription(world, {
    subscriptionId: nextId(world, 'subscription', 501),
    playerId: player.id,
    ticketTypeName: MAIN_GAME,
    ...input,
    created: at,
    // The draw on sale now is bought in the cart; renewals start with the next one.
    startsAfter: nextUndrawn(world)?.drawTime ?? at,
    pausedByPlayer: false,
    cancelled: null,
  });
  return toSubscription(world, sub);
}

export function changeSubscription(
  world: World,
  player: PlayerRow,
  id: unknown,
  body: Record<string, unknown>,
): Subscription {
  const sub = own(world, player, id);
  const change = checkChange(body, SCHEDULE.weekdays);
  if (!isLive(world, sub))
    throw new DomainError(
      409,
      'SUBSCRIPTION_ENDED',
      'A cancelled or finished subscription cannot change',
    );
  const { status, ...terms } = change;
  const pausedByPlayer = status === undefined ? sub.pausedByPlayer : status === 'PAUSED';
  const saved = saveSubscription(world, { ...sub, ...terms, pausedByPlayer });
  if (pausedByPlayer && !sub.pausedByPlayer)
    notifySubscriptionEvent(world, player, { kind: 'PAUSED', subscriptionId: sub.subscriptionId });
  return toSubscription(world, saved);
}

export function cancelSubscription(world: World, player: PlayerRow, id: unknown): Subscription {
  const sub = own(world, player, id);
  if (sub.cancelled) return toSubscription(world, sub);
  const saved = saveSubscription(world, { ...sub, cancelled: { at: now(world), by: 'PLAYER' } });
  notifySubscriptionEvent(world, player, {
    kind: 'CANCELLED',
    by: 'PLAYER',
    subscriptionId: sub.subscriptionId,
  });
  return toSubscription(world, saved);
}

export const listRenewals = (world: World, player: PlayerRow, id: unknown): SubscriptionRenewal[] =>
  toRenewals(world, own(world, player, id).subscriptionId);

/** A time-out pauses the active subscriptions until it ends: the player is told once. */
export function tellTimeOutPause(world: World, player: PlayerRow): void {
  if (subscriptionsOf(world, player.id).some((s) => isLive(world, s) && !s.pausedByPlayer))
    notifySubscriptionEvent(world, player, { kind: 'PAUSED', subscriptionId: null });
}
