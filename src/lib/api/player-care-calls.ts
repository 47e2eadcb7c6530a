import { checkedCall } from './http/checked-call';

/**
 * Player care (extension, decision 0286). A 404 means the backend does not offer the call: the
 * message, the offers or game recall stay hidden.
 */
export const getRiskStatus = () => checkedCall('getRiskStatus');

/** Promotional voucher offers; the backend answers none for a player at risk or protected. */
export const getOffers = () => checkedCall('getOffers');

/** The last 10 plays with stake, outcome and the balance before and after. */
export const getGameRecall = () => checkedCall('getGameRecall');
