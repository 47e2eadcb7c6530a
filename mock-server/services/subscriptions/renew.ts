import { DateTime } from 'luxon';
import type { World } from '../../world/state';
import { nextId } from '../../db';
import { SERVER_ZONE } from '../../domain/dates';
import { emptyPlayState, settle, standings, type PlayState } from '../../domain/responsible-play';
import { byKey } from '../../db-keys';
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
import { book, findPlayer, potsOf } from '../ledger';
import { moneyEvents } from '../responsible-play';
import { notifySubscriptionEvent } from './notify';
import { allSubscriptions, boughtCount, findRenewal, saveRenewal } from './store';

export interface SaleOpening {
  drawId: number;
  drawNumber: number;
  drawTime: number;
  jackpot: number;
}

export const weekdayOf = (drawTime: number) =>
  DateTime.fromMillis(drawTime, { zone: SERVER_ZONE }).weekday;

/**
 * The play state as it stood at `at`: when the fake catches up over several draws, `now` may be
 * past a time-out that covered the moment a draw's sales opened.
 */
function playStateAt(world: World, playerId: number, at: number): PlayState {
  const row = byKey(world, 'playState', playerId);
  return settle(row ? (JSON.parse(row.json) as PlayState) : emptyPlayState(), at);
}

/** What the tightest spending limit leaves at `at`; null without one. */
function spendingRoom(world: World, playerId: number, at: number): number | null {
  const rooms = standings(
    playStateAt(world, playerId, at),
    'SPENDING',
    moneyEvents(world, playerId, 'SPENDING'),
    at,
  ).map((s) => s.remaining);
  return rooms.length === 0 ? null : Math.min(...rooms);
}

/** Books the renewal as an ordinary purchase: one order, one ticket, one ORDER_PAYMENT. */
function buy(world: World, sub: SubscriptionRecord, draw: SaleOpening, cost: number, at: number) {
  const orderId = nextId(world, 'order', 7001);
  const receiptNumber = `R${orderId}-${String(nextId(world, 'receipt', 40001))}`;
  book(world, sub.playerId, 'ORDER_PAYMENT', -cost, {
    description: `Order ${receiptNumber}`,
    transactionId: `ORD-${orderId}`,
    at,
  });
  world.db.order.create({
    orderId,
    playerId: sub.playerId,
    state: 'PURCHASED',
    receiptNumber,
    created: at,
    purchasedAt: at,
    cost,
    paidFromBalance: cost,
    refunded: 0,
    vouchersJson: '[]',
  });
  const ticketId = nextId(world, 'ticket', 120001);
  world.db.ticket.create({
    ticketId,
    playerId: sub.playerId,
    orderId,
    receiptNumber,
    ticketnumber: `629-${String(ticketId).padStart(8, '0')}`,
    ticketTypeName: sub.ticketTypeName,
    tipsJson: JSON.stringify(sub.tips),
    drawIds: [draw.drawId],
    settledDrawIds: [],
    created: at,
    state: 'OPEN',
    cost,
    stake: pricePerGridPerDraw(sub.ticketTypeName),
    winAmount: 0,
    winningNumbers: [],
    tipResultsJson: '[]',
    drawResultsJson: '[]',
    subscriptionId: sub.subscriptionId,
  });
  return ticketId;
}

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
  const state = playStateAt(world, sub.playerId, at);
  const standing = standingOf(sub, boughtCount(world, sub.subscriptionId), null, at);
  // Cancelled, finished or paused by the player: nothing to decide (a time-out is decided below).
  if (standing.status !== 'ACTIVE') return null;
  if (!playsDraw(sub, { drawTime: draw.drawTime, weekday: weekdayOf(draw.drawTime) })) return null;
  const player = findPlayer(world, sub.playerId);
  const pots = potsOf(player);
  const cost = costOf(sub, pricePerGridPerDraw(sub.ticketTypeName));
  const decision = decideRenewal(sub, {
    cost,
    jackpot: draw.jackpot,
    available: pots.payable + pots.nonPayable,
    spendingRoom: spendingRoom(world, sub.playerId, at),
    timeOutUntil: state.timeOutUntil,
    now: at,
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
