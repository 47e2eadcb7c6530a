import { DateTime } from 'luxon';
import type { World } from '../../world/state';
import { SERVER_ZONE } from '../../domain/dates';
import {
  costOf,
  decideRenewal,
  playsDraw,
  renewalKey,
  standingOf,
  type RenewalRecord,
  type SubscriptionRecord,
} from '../../domain/subscriptions';
import { pricePerGridPerDraw } from '../game-config';
import { findPlayer } from '../ledger';
import { bookOrder } from '../orders/book-order';
import { chargeRefusal } from '../may-charge';
import { cancelAllForSelfExclusion } from './cancel';
import { notifySubscriptionEvent } from './notify';
import { allSubscriptions, boughtCount, findRenewal, saveRenewal } from './store';

export interface SaleOpening {
  drawId: number;
  drawNumber: number;
  drawTime: number;
  /** Sales for the draw close here: a renewal decided at or after it buys nothing (decision 0280). */
  stopSellTime: number;
  jackpot: number;
}

export const weekdayOf = (drawTime: number) =>
  DateTime.fromMillis(drawTime, { zone: SERVER_ZONE }).weekday;

/** Books the renewal as an ordinary purchase: one order, one ticket, one ORDER_PAYMENT. */
const buy = (world: World, sub: SubscriptionRecord, draw: SaleOpening, cost: number, at: number) =>
  bookOrder(world, {
    playerId: sub.playerId,
    at,
    cost,
    charge: cost,
    tickets: [
      {
        ticketTypeName: sub.ticketTypeName,
        tips: sub.tips,
        drawIds: [draw.drawId],
        subscriptionId: sub.subscriptionId,
      },
    ],
  }).ticketIds[0] ?? null;

/** Decides one subscription's renewal for a draw, once: a second run finds the first decision. */
export function renewOne(
  world: World,
  sub: SubscriptionRecord,
  draw: SaleOpening,
  at: number,
): RenewalRecord | null {
  const key = renewalKey(sub.subscriptionId, draw.drawId);
  const done = findRenewal(world, key);
  if (done) return done;
  const standing = standingOf(sub, boughtCount(world, sub.subscriptionId), null, at);
  // Cancelled, finished or paused by the player: nothing to decide (a time-out is decided below).
  if (standing.status !== 'ACTIVE') return null;
  if (!playsDraw(sub, { drawTime: draw.drawTime, weekday: weekdayOf(draw.drawTime) })) return null;
  const player = findPlayer(world, sub.playerId);
  const cost = costOf(sub, pricePerGridPerDraw(sub.ticketTypeName));
  // The same rule as a purchase and a deposit (services/may-charge.ts).
  const refusal = chargeRefusal(world, player, 'RENEWAL', cost, at);
  if (refusal?.bar === 'SELF_EXCLUDED' || refusal?.bar === 'ACCOUNT_STATE') {
    // A protected or closed account: no charge and no message; a self-exclusion that found the
    // subscription still active (a snapshot, an older world) cancels it now.
    if (refusal.bar === 'SELF_EXCLUDED') cancelAllForSelfExclusion(world, player);
    return null;
  }
  const reported = refusal?.bar;
  const decision = decideRenewal(sub, {
    jackpot: draw.jackpot,
    salesClosed: at >= draw.stopSellTime,
    refusal:
      reported === 'TIME_OUT' ||
      reported === 'SPENDING_LIMIT' ||
      reported === 'INSUFFICIENT_BALANCE'
        ? reported
        : null,
  });
  const bought = decision.status === 'BOUGHT';
  const renewal: RenewalRecord = {
    key,
    subscriptionId: sub.subscriptionId,
    drawId: draw.drawId,
    drawTime: draw.drawTime,
    decidedAt: at,
    status: decision.status,
    reason: decision.reason,
    charged: bought ? cost : 0,
    ticketId: bought ? buy(world, sub, draw, cost, at) : null,
  };
  saveRenewal(world, renewal);
  const about = { subscriptionId: sub.subscriptionId };
  notifySubscriptionEvent(
    world,
    player,
    decision.status === 'BOUGHT'
      ? { kind: 'RENEWED', drawNumber: draw.drawNumber, charged: cost, ...about }
      : { kind: 'SKIPPED', drawNumber: draw.drawNumber, reason: decision.reason, ...about },
  );
  return renewal;
}

/**
 * The renewal job: when a draw's sales open (the draw before it was drawn), every subscription
 * decides its renewal for it. Running it again for the same draw changes nothing.
 */
export function runRenewals(world: World, draw: SaleOpening, at: number): RenewalRecord[] {
  return allSubscriptions(world).flatMap((sub) => renewOne(world, sub, draw, at) ?? []);
}
