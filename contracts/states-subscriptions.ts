/**
 * Provider states of the subscriptions extension (decision 0224;
 * contracts/consumer/extensions-subscriptions.pact.test.ts). Each starts from a reset world with
 * the seeded demo player logged in (its securityToken is answered); `subscriptionId` is injected
 * where the state creates one. The fake implements them in
 * mock-server/control/provider-states-subscriptions.ts.
 */
export const SUBSCRIPTION_STATES = {
  noSubscriptions: 'a verified player with 50000 IQD and no subscriptions',
  renewedSubscription:
    'a verified player with a subscription for every draw that has bought one renewal',
  cancelledSubscription: 'a verified player with a cancelled subscription',
} as const;

export type SubscriptionStateName = (typeof SUBSCRIPTION_STATES)[keyof typeof SUBSCRIPTION_STATES];

/** The grid the states subscribe with. */
export const SUBSCRIBED_GRID = [3, 9, 14, 20, 25, 29] as const;
