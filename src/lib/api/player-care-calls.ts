import { checkedCall } from './http/checked-call';

/**
 * Player care (extension, decision 0286). A 404 means the backend does not offer the call: the
 * message, the offers or game recall stay hidden.
 */
export const getRiskStatus = () =>
  checkedCall('getRiskStatus', { method: 'GET', url: '/users/responsible-play/risk' });

/** Promotional voucher offers; the backend answers none for a player at risk or protected. */
export const getOffers = () => checkedCall('getOffers', { method: 'GET', url: '/users/offers' });

/** The last 10 plays with stake, outcome and the balance before and after. */
export const getGameRecall = () =>
  checkedCall('getGameRecall', { method: 'GET', url: '/users/game-recall' });
