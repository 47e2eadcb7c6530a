import { checkedCall } from './http/checked-call';
import type { SubscriptionChange, SubscriptionInput } from './types';

/**
 * Subscriptions extension (decision 0224); a 404 on the list means the backend has none. The
 * answers carry money (next renewal's cost, what each renewal charged), so they are checked.
 */
export const getSubscriptions = () => checkedCall('getSubscriptions');

export const createSubscription = (input: SubscriptionInput) =>
  checkedCall('createSubscription', { data: input });

/** Pause (`status: 'PAUSED'`), resume (`'ACTIVE'`) or edit the terms. */
export const changeSubscription = (subscriptionId: number, change: SubscriptionChange) =>
  checkedCall('changeSubscription', { path: { subscriptionId }, data: change });

export const cancelSubscription = (subscriptionId: number) =>
  checkedCall('cancelSubscription', { path: { subscriptionId } });

export const getSubscriptionRenewals = (subscriptionId: number) =>
  checkedCall('getSubscriptionRenewals', { path: { subscriptionId } });
