import type { Infer } from '../contract/define';
import type { subscription, subscriptionRenewal } from '../contract/subscriptions';

/**
 * Extension (decision 0224): a subscription plays the same grids in every draw (or on chosen
 * weekdays) for a number of draws or until cancelled; the backend buys each renewal from the
 * wallet when the draw's sales open. Pinned in the lottery-api-extensions pact.
 */
export type Subscription = Infer<typeof subscription>;

export type SubscriptionStatus = Subscription['status'];

export type NextRenewal = NonNullable<Subscription['nextRenewal']>;

/** One of GET /users/subscriptions/{id}/renewals: a draw the subscription bought or skipped. */
export type SubscriptionRenewal = Infer<typeof subscriptionRenewal>;

/** Why a renewal was not bought (decision 0225; SALES_CLOSED: after the cutoff, decision 0280). */
export type RenewalSkipReason = NonNullable<SubscriptionRenewal['reason']>;

/** Body of POST /users/subscriptions: the subscription's terms; PUT takes any part (and `status`). */
export type SubscriptionInput = Pick<
  Subscription,
  'tips' | 'weekdays' | 'drawCount' | 'minJackpot'
>;

export interface SubscriptionChange extends Partial<SubscriptionInput> {
  /** PAUSED pauses, ACTIVE resumes. */
  status?: 'ACTIVE' | 'PAUSED';
}
