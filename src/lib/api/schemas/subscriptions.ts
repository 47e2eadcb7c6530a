import * as z from 'zod/mini';
import { dateTime, grids, id, iqd, count, numbers, object, text } from './fields';

const skipReason = z.enum([
  'INSUFFICIENT_BALANCE',
  'SPENDING_LIMIT',
  'TIME_OUT',
  'JACKPOT_BELOW_MINIMUM',
  'SALES_CLOSED',
]);

/** One of GET /users/subscriptions; POST, PUT and DELETE answer the subscription (decision 0224). */
export const subscription = object({
  subscriptionId: id,
  ticketTypeName: text,
  tips: grids,
  weekdays: z.nullable(numbers),
  drawCount: z.nullable(count),
  minJackpot: z.nullable(iqd),
  status: z.enum(['ACTIVE', 'PAUSED', 'CANCELLED', 'FINISHED']),
  pausedBy: z.nullable(z.enum(['PLAYER', 'TIME_OUT'])),
  pausedUntil: z.nullable(dateTime),
  cancelledBy: z.nullable(z.enum(['PLAYER', 'SELF_EXCLUSION'])),
  created: dateTime,
  renewalsBought: count,
  nextRenewal: z.nullable(object({ drawId: id, drawDateTime: dateTime, cost: iqd })),
});

/** One of GET /users/subscriptions/{id}/renewals. */
export const subscriptionRenewal = object({
  drawId: id,
  drawDateTime: dateTime,
  decidedAt: dateTime,
  status: z.enum(['BOUGHT', 'SKIPPED']),
  reason: z.nullable(skipReason),
  charged: iqd,
  ticketId: z.nullable(id),
});
