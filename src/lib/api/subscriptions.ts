import { checkedCall } from './http/checked-call';
import type { SubscriptionChange, SubscriptionInput } from './types';

/**
 * Subscriptions extension (decision 0224); a 404 on the list means the backend has none. The
 * answers carry money (next renewal's cost, what each renewal charged), so they are checked.
 */
export const getSubscriptions = () =>
  checkedCall('getSubscriptions', { method: 'GET', url: '/users/subscriptions' });

export const createSubscription = (input: SubscriptionInput) =>
  checkedCall('createSubscription', { method: 'POST', url: '/users/subscriptions', data: input });

/** Pause (`status: 'PAUSED'`), resume (`'ACTIVE'`) or edit the terms. */
export const changeSubscription = (subscriptionId: number, change: SubscriptionChange) =>
  checkedCall('changeSubscription', {
    method: 'PUT',
    url: `/users/subscriptions/${subscriptionId}`,
    data: change,
  });

export const cancelSubscription = (subscriptionId: number) =>
  checkedCall('cancelSubscription', {
    method: 'DELETE',
    url: `/users/subscriptions/${subscriptionId}`,
  });

export const getSubscriptionRenewals = (subscriptionId: number) =>
  checkedCall('getSubscriptionRenewals', {
    method: 'GET',
    url: `/users/subscriptions/${subscriptionId}/renewals`,
  });
