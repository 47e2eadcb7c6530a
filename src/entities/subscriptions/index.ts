// The subscriptions entity (decision 0224): the player's list (fetcher, query, keys) and whether
// the backend offers it. Its Subscribe link loads lazily from './ui/lazy'.
export { subscriptionKeys } from './keys';
export {
  fetchSubscriptions,
  subscriptionsQuery,
  useSubscriptions,
  useSubscriptionsOffered,
} from './query';
export { subscribeRouteState, tipsFromRouteState, type SubscribeRouteState } from './route-state';
