import { GAME_TYPE_6OF29, type DrawResultsQuery } from '@/lib/api/types';
import { formatServerDate } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Results from `daysBack` days ago (player tools). The end runs a week past today: the backend's
 * clock, not the device's, decides what is drawn (a device a day behind would miss the latest
 * draw), and a future day simply holds no results.
 */
export function resultsSince(daysBack: number, now: Date = new Date()): DrawResultsQuery {
  return {
    dateFrom: formatServerDate(new Date(now.getTime() - daysBack * DAY_MS)),
    dateTo: formatServerDate(new Date(now.getTime() + 7 * DAY_MS)),
    gameTypeNames: GAME_TYPE_6OF29,
  };
}
