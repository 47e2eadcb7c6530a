import { checkedCall } from './http/checked-call';
import type { OverviewFrequency } from './types';

/**
 * Session caps and the spending overview (extensions, decisions 0282 and 0283); a 404 means the
 * backend does not offer them and the app hides each.
 */
export const getSessionLimit = () => checkedCall('getSessionLimit');

/** null: no length of the player's own; it applies from the next login. */
export const setSessionLimit = (minutes: number | null) =>
  checkedCall('setSessionLimit', { data: { minutes } });

export const getSpendingOverview = () => checkedCall('getSpendingOverview');

export const setSpendingOverviewFrequency = (frequency: OverviewFrequency) =>
  checkedCall('setSpendingOverviewFrequency', { data: { frequency } });

export const markSpendingOverviewSeen = () => checkedCall('markSpendingOverviewSeen');
