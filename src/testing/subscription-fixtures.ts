import type { Subscription, SubscriptionRenewal } from '@/lib/api/types';

/** A subscription as the backend answers it (decision 0224): active, every draw, until cancelled. */
export const subscriptionAnswer = (over: Partial<Subscription> = {}): Subscription => ({
  subscriptionId: 501,
  ticketTypeName: '6of29',
  tips: [[3, 9, 14, 20, 25, 29]],
  weekdays: null,
  drawCount: null,
  minJackpot: null,
  status: 'ACTIVE',
  pausedBy: null,
  pausedUntil: null,
  cancelledBy: null,
  created: '2026-11-20T12:00:00+03:00',
  renewalsBought: 0,
  nextRenewal: { drawId: 102, drawDateTime: '2026-11-26T20:00:00+03:00', cost: 1000 },
  ...over,
});

export const renewalAnswer = (over: Partial<SubscriptionRenewal> = {}): SubscriptionRenewal => ({
  drawId: 102,
  drawDateTime: '2026-11-26T20:00:00+03:00',
  decidedAt: '2026-11-23T20:01:00+03:00',
  status: 'BOUGHT',
  reason: null,
  charged: 1000,
  ticketId: 120009,
  ...over,
});
