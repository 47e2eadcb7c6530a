import type { Iqd, ServerDateTime } from './common';

/**
 * Extension (decision 0224): a subscription plays the same grids in every draw (or on chosen
 * weekdays) for a number of draws or until cancelled; the backend buys each renewal from the
 * wallet when the draw's sales open. Pinned in the lottery-api-extensions pact.
 */
export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'FINISHED';

/** Why a renewal was not bought (decision 0225; SALES_CLOSED: after the cutoff, decision 0280). */
export type RenewalSkipReason =
  'INSUFFICIENT_BALANCE' | 'SPENDING_LIMIT' | 'TIME_OUT' | 'JACKPOT_BELOW_MINIMUM' | 'SALES_CLOSED';

/** Body of POST /users/subscriptions; PUT takes any part of it (and `status`). */
export interface SubscriptionInput {
  /** Complete grids: 6 distinct numbers from 1 to 29 each. */
  tips: number[][];
  /** ISO weekdays (1 Monday … 7 Sunday) of the draws to play; null plays every draw. */
  weekdays: number[] | null;
  /** How many draws to buy; null until cancelled. */
  drawCount: number | null;
  /** Renew only when the draw's jackpot is at least this (IQD); null always. */
  minJackpot: Iqd | null;
}

export interface SubscriptionChange extends Partial<SubscriptionInput> {
  /** PAUSED pauses, ACTIVE resumes. */
  status?: 'ACTIVE' | 'PAUSED';
}

export interface NextRenewal {
  drawId: number;
  drawDateTime: ServerDateTime;
  /** What the renewal will charge, as the backend prices it. */
  cost: Iqd;
}

export interface Subscription extends SubscriptionInput {
  subscriptionId: number;
  ticketTypeName: string;
  status: SubscriptionStatus;
  /** Who paused it: the player, or a time-out (then until `pausedUntil`). */
  pausedBy: 'PLAYER' | 'TIME_OUT' | null;
  pausedUntil: ServerDateTime | null;
  /** Who cancelled it: the player, or self-exclusion. */
  cancelledBy: 'PLAYER' | 'SELF_EXCLUSION' | null;
  created: ServerDateTime;
  /** Renewals bought so far (counts towards `drawCount`). */
  renewalsBought: number;
  /** The next renewal while active; null otherwise. */
  nextRenewal: NextRenewal | null;
}

/** One of GET /users/subscriptions/{id}/renewals: a draw the subscription bought or skipped. */
export interface SubscriptionRenewal {
  drawId: number;
  drawDateTime: ServerDateTime;
  /** When the backend decided it. */
  decidedAt: ServerDateTime;
  status: 'BOUGHT' | 'SKIPPED';
  reason: RenewalSkipReason | null;
  /** Charged from the wallet; 0 when skipped. */
  charged: Iqd;
  /** The ticket bought (in My Tickets); null when skipped. */
  ticketId: number | null;
}
