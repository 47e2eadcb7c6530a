import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type { Subscription, SubscriptionRenewal } from '../../../src/lib/api/types';
import { now } from '../../clock';
import { toServerDateTime } from '../../domain/dates';
import { costOf, playsDraw, standingOf, type SubscriptionRecord } from '../../domain/subscriptions';
import { allDraws } from '../draws';
import { pricePerGridPerDraw } from '../game-config';
import { playStateOf } from '../responsible-play';
import { weekdayOf } from './renew';
import { boughtCount, renewalsOf } from './store';

/**
 * The next renewal: the first draw it plays after the one on sale now (whose renewal, if any,
 * was decided when its sales opened).
 */
function nextDraw(world: World, sub: SubscriptionRecord) {
  const [, ...later] = allDraws(world).filter((d) => !d.drawn);
  return later.find((d) =>
    playsDraw(sub, { drawTime: d.drawTime, weekday: weekdayOf(d.drawTime) }),
  );
}

export function toSubscription(world: World, sub: SubscriptionRecord): Subscription {
  const at = now(world);
  const bought = boughtCount(world, sub.subscriptionId);
  const standing = standingOf(sub, bought, playStateOf(world, sub.playerId).timeOutUntil, at);
  const next = standing.status === 'ACTIVE' ? nextDraw(world, sub) : undefined;
  return {
    subscriptionId: sub.subscriptionId,
    ticketTypeName: sub.ticketTypeName,
    tips: sub.tips.map((grid) => [...grid]),
    weekdays: sub.weekdays,
    drawCount: sub.drawCount,
    minJackpot: sub.minJackpot,
    status: standing.status,
    pausedBy: standing.pausedBy,
    pausedUntil: standing.pausedUntil === null ? null : toServerDateTime(standing.pausedUntil),
    cancelledBy: sub.cancelled?.by ?? null,
    created: toServerDateTime(sub.created),
    renewalsBought: bought,
    nextRenewal: next
      ? {
          drawId: next.drawId,
          drawDateTime: toServerDateTime(next.drawTime),
          cost: costOf(sub, pricePerGridPerDraw(sub.ticketTypeName)),
        }
      : null,
  };
}

export const toRenewals = (world: Tables, subscriptionId: number): SubscriptionRenewal[] =>
  renewalsOf(world, subscriptionId).map((r) => ({
    drawId: r.drawId,
    drawDateTime: toServerDateTime(r.drawTime),
    decidedAt: toServerDateTime(r.decidedAt),
    status: r.status,
    reason: r.reason,
    charged: r.charged,
    ticketId: r.ticketId,
  }));
