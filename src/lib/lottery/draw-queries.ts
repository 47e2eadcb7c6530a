import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { GAME_TYPE_6OF29, type DrawResultsQuery, type LottoResult } from '@/lib/api/types';
import { formatServerDate, parseServerDate } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Draw results and winnings the player tools share (checker, history, statistics, receipt, win notice). */
export const drawKeys = {
  all: ['draws'] as const,
  results: (query: DrawResultsQuery) => [...drawKeys.all, 'results', query] as const,
  winnings: (drawId: number) => [...drawKeys.all, 'winnings', drawId] as const,
};

/**
 * Results from `daysBack` days ago. The end runs a week past today: the backend's clock, not the
 * device's, decides what is drawn (a device a day behind would miss the latest draw), and a future
 * day simply holds no results.
 */
export function resultsSince(daysBack: number, now: Date = new Date()): DrawResultsQuery {
  return {
    dateFrom: formatServerDate(new Date(now.getTime() - daysBack * DAY_MS)),
    dateTo: formatServerDate(new Date(now.getTime() + 7 * DAY_MS)),
    gameTypeNames: GAME_TYPE_6OF29,
  };
}

const newestFirst = (results: LottoResult[]) =>
  [...results].sort(
    (a, b) => parseServerDate(b.drawDate).getTime() - parseServerDate(a.drawDate).getTime(),
  );

/** The 6of29 results in a range, newest first. */
export const rangeResultsQuery = (query: DrawResultsQuery) =>
  queryOptions({
    queryKey: drawKeys.results(query),
    queryFn: async () =>
      newestFirst(
        (await api.getDrawResults(query)).filter((r) => r.gameTypeName === GAME_TYPE_6OF29),
      ),
    staleTime: 60_000,
  });

/** A drawn draw's ranks, winners and prizes (they never change once drawn). */
export const winningsQuery = (drawId: number) =>
  queryOptions({
    queryKey: drawKeys.winnings(drawId),
    queryFn: () => api.getDrawWinnings(drawId),
    staleTime: Infinity,
  });
