import { queryOptions, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { api } from '@/lib/api';
import { GAME_TYPE_6OF29, type DrawResultsQuery, type LottoResult } from '@/lib/api/types';
import { formatServerDate, parseServerDate, SERVER_ZONE } from '@/lib/format';

/** How far back the results page looks (docs/decisions.md). */
export const RESULTS_MONTHS = 3;

export const resultsKeys = {
  all: ['results'] as const,
  range: (query: DrawResultsQuery) => [...resultsKeys.all, 'range', query] as const,
};

export function resultsRange(now: DateTime): DrawResultsQuery {
  const today = now.setZone(SERVER_ZONE);
  return {
    dateFrom: formatServerDate(today.minus({ months: RESULTS_MONTHS })),
    dateTo: formatServerDate(today),
    gameTypeNames: GAME_TYPE_6OF29,
  };
}

/** Newest draw first. */
const newestFirst = (results: LottoResult[]) =>
  [...results].sort(
    (a, b) => parseServerDate(b.drawDate).getTime() - parseServerDate(a.drawDate).getTime(),
  );

export const drawResultsQuery = (query: DrawResultsQuery) =>
  queryOptions({
    queryKey: resultsKeys.range(query),
    queryFn: async () =>
      newestFirst(
        (await api.getDrawResults(query)).filter((r) => r.gameTypeName === GAME_TYPE_6OF29),
      ),
  });

export const useDrawResults = () => useQuery(drawResultsQuery(resultsRange(DateTime.now())));
