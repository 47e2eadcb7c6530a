import * as z from 'zod/mini';
import { count, dateTime, grids, id, iqd, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { idParam } from './request-fields';

/** Why a renewal was not bought (decision 0225; SALES_CLOSED: after the cutoff, decision 0280). */
const skipReason = z.enum([
  'INSUFFICIENT_BALANCE',
  'SPENDING_LIMIT',
  'TIME_OUT',
  'JACKPOT_BELOW_MINIMUM',
  'SALES_CLOSED',
]);

/**
 * One of GET /users/subscriptions; POST, PUT and DELETE answer the subscription (decision 0224):
 * the same grids in every draw (or on chosen weekdays) for a number of draws or until cancelled;
 * the backend buys each renewal from the wallet when the draw's sales open.
 */
export const subscription = object({
  subscriptionId: id,
  ticketTypeName: text,
  /** Complete grids: 6 distinct numbers from 1 to 29 each. */
  tips: grids,
  /** ISO weekdays (1 Monday … 7 Sunday) of the draws to play; null plays every draw. */
  weekdays: z.nullable(numbers),
  /** How many draws to buy; null until cancelled. */
  drawCount: z.nullable(count),
  /** Renew only when the draw's jackpot is at least this (IQD); null always. */
  minJackpot: z.nullable(iqd),
  status: z.enum(['ACTIVE', 'PAUSED', 'CANCELLED', 'FINISHED']),
  /** Who paused it: the player, or a time-out (then until `pausedUntil`). */
  pausedBy: z.nullable(z.enum(['PLAYER', 'TIME_OUT'])),
  pausedUntil: z.nullable(dateTime),
  /** Who cancelled it: the player, or self-exclusion. */
  cancelledBy: z.nullable(z.enum(['PLAYER', 'SELF_EXCLUSION'])),
  created: dateTime,
  /** Renewals bought so far (counts towards `drawCount`). */
  renewalsBought: count,
  /** The next renewal while active (its cost as the backend prices it); null otherwise. */
  nextRenewal: z.nullable(object({ drawId: id, drawDateTime: dateTime, cost: iqd })),
});

/** One of GET /users/subscriptions/{id}/renewals: a draw the subscription bought or skipped. */
export const subscriptionRenewal = object({
  drawId: id,
  drawDateTime: dateTime,
  /** When the backend decided it. */
  decidedAt: dateTime,
  status: z.enum(['BOUGHT', 'SKIPPED']),
  reason: z.nullable(skipReason),
  /** Charged from the wallet; 0 when skipped. */
  charged: iqd,
  /** The ticket bought (in My Tickets); null when skipped. */
  ticketId: z.nullable(id),
});

const SUBSCRIPTION = { name: 'Subscription', schema: subscription };

/** Subscriptions (extension, decision 0224): money figures, so every answer is checked. */
/**
 * A subscription's terms as sent: shape and size here; the rules and their codes (INVALID_TIPS,
 * INVALID_WEEKDAYS, INVALID_DRAW_COUNT, INVALID_JACKPOT_MINIMUM) are the backend's.
 */
const terms = {
  tips: z.optional(z.array(z.array(z.number()).check(z.maxLength(29))).check(z.maxLength(50))),
  weekdays: z.optional(z.nullable(z.array(z.number()).check(z.maxLength(7)))),
  drawCount: z.optional(z.nullable(z.number())),
  minJackpot: z.optional(z.nullable(z.number())),
};
const subscriptionParams = z.looseObject({ subscriptionId: idParam });

export const SUBSCRIPTIONS = defineCalls({
  getSubscriptions: {
    extension: true,
    summary: "The player's subscriptions, each with its next renewal and cost",
    answer: { name: 'SubscriptionList', schema: z.array(subscription) },
  },
  createSubscription: {
    extension: true,
    ok: 201,
    refusals: [409],
    summary: 'Subscribe grids to every draw or chosen weekdays, for N draws or until cancelled',
    request: { body: z.looseObject(terms) },
    answer: SUBSCRIPTION,
  },
  changeSubscription: {
    extension: true,
    refusals: [404, 409],
    summary: 'Pause, resume or edit a subscription',
    request: {
      params: subscriptionParams,
      body: z.looseObject({ ...terms, status: z.optional(z.string().check(z.maxLength(20))) }),
    },
    answer: SUBSCRIPTION,
  },
  cancelSubscription: {
    extension: true,
    refusals: [404],
    summary: 'Cancel a subscription',
    request: { params: subscriptionParams },
    answer: SUBSCRIPTION,
  },
  getSubscriptionRenewals: {
    extension: true,
    refusals: [404],
    summary: "A subscription's renewals: bought (with the ticket) or skipped (with the reason)",
    request: { params: subscriptionParams },
    answer: { name: 'SubscriptionRenewalList', schema: z.array(subscriptionRenewal) },
  },
});
