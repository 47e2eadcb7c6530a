import type { RenewalSkipReason, SubscriptionStatus } from '../../../src/lib/api/types';

/** A subscription as the fake stores it (services/subscriptions/store.ts). */
export interface SubscriptionRecord {
  subscriptionId: number;
  playerId: number;
  ticketTypeName: string;
  tips: number[][];
  weekdays: number[] | null;
  drawCount: number | null;
  minJackpot: number | null;
  created: number;
  /** Renewals are for draws after this time: the draw on sale when it was made is the cart's. */
  startsAfter: number;
  pausedByPlayer: boolean;
  cancelled: { at: number; by: 'PLAYER' | 'SELF_EXCLUSION' } | null;
}

/** One renewal decision, stored under its key so a second run of the job finds it. */
export interface RenewalRecord {
  key: string;
  subscriptionId: number;
  drawId: number;
  drawTime: number;
  decidedAt: number;
  status: 'BOUGHT' | 'SKIPPED';
  reason: RenewalSkipReason | null;
  charged: number;
  ticketId: number | null;
}

/** The renewal's idempotency key: one decision per subscription and draw, however often it runs. */
export const renewalKey = (subscriptionId: number, drawId: number) =>
  `subscription-${subscriptionId}-draw-${drawId}`;

export const costOf = (sub: Pick<SubscriptionRecord, 'tips'>, pricePerGrid: number) =>
  sub.tips.length * pricePerGrid;

/** Whether a draw is one the subscription plays (its weekday, after it started). */
export const playsDraw = (sub: SubscriptionRecord, draw: { drawTime: number; weekday: number }) =>
  draw.drawTime > sub.startsAfter && (sub.weekdays === null || sub.weekdays.includes(draw.weekday));

export interface Standing {
  status: SubscriptionStatus;
  pausedBy: 'PLAYER' | 'TIME_OUT' | null;
  pausedUntil: number | null;
}

/**
 * Cancelled and finished are final; the player's pause holds until resumed; a time-out pauses
 * an active subscription until it ends, then it is active again without the player doing anything.
 */
export function standingOf(
  sub: SubscriptionRecord,
  bought: number,
  timeOutUntil: number | null,
  now: number,
): Standing {
  if (sub.cancelled) return { status: 'CANCELLED', pausedBy: null, pausedUntil: null };
  if (sub.drawCount !== null && bought >= sub.drawCount)
    return { status: 'FINISHED', pausedBy: null, pausedUntil: null };
  if (sub.pausedByPlayer) return { status: 'PAUSED', pausedBy: 'PLAYER', pausedUntil: null };
  if (timeOutUntil !== null && timeOutUntil > now)
    return { status: 'PAUSED', pausedBy: 'TIME_OUT', pausedUntil: timeOutUntil };
  return { status: 'ACTIVE', pausedBy: null, pausedUntil: null };
}

export interface RenewalContext {
  jackpot: number;
  /** The draw's sales cutoff has passed when the renewal is decided: nothing is sold after it. */
  salesClosed?: boolean;
  /**
   * Why the one may-charge rule (services/may-charge.ts) refuses the renewal's cost now, when it
   * is one a renewal reports; null: the charge may be made.
   */
  refusal: 'TIME_OUT' | 'SPENDING_LIMIT' | 'INSUFFICIENT_BALANCE' | null;
}

/**
 * Whether a due renewal buys or is skipped, and why (decision 0225). In order: the sales cutoff
 * (decision 0280: the backend sells nothing after it, a renewal neither), a time-out (no
 * purchase during a break), the jackpot condition (the player's own choice), the spending limit,
 * then the balance: the same refusals as a purchase in the cart, never an overdraft.
 */
export function decideRenewal(
  sub: Pick<SubscriptionRecord, 'minJackpot'>,
  ctx: RenewalContext,
): { status: 'BOUGHT'; reason: null } | { status: 'SKIPPED'; reason: RenewalSkipReason } {
  const skip = (reason: RenewalSkipReason) => ({ status: 'SKIPPED' as const, reason });
  if (ctx.salesClosed === true) return skip('SALES_CLOSED');
  if (ctx.refusal === 'TIME_OUT') return skip('TIME_OUT');
  if (sub.minJackpot !== null && ctx.jackpot < sub.minJackpot) return skip('JACKPOT_BELOW_MINIMUM');
  if (ctx.refusal !== null) return skip(ctx.refusal);
  return { status: 'BOUGHT', reason: null };
}
