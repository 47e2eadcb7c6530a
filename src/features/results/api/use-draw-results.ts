import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { api } from '@/lib/api';
import { GAME_TYPE_6OF29, type DrawResultsQuery, type LottoResult } from '@/lib/api/types';
import { formatServerDate, parseServerDate, SERVER_ZONE } from '@/lib/format';
import { resultsKeys } from './keys';

/** How far back the results page looks (docs/decisions.md). */
export const RESULTS_MONTHS = 3;

export { resultsKeys };

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

/** The 6of29 results in a range, newest first (the results page and the player tools). */
export const drawResultsQuery = (query: DrawResultsQuery) =>
  queryOptions({
    queryKey: resultsKeys.range(query),
    queryFn: async () =>
      newestFirst(
        (await api.getDrawResults(query)).filter((r) => r.gameTypeName === GAME_TYPE_6OF29),
      ),
    staleTime: 60_000,
  });

/** The newest results held for any range (e.g. saved for offline reading on an earlier day). */
function newestSaved(client: QueryClient): LottoResult[] | undefined {
  const held = client
    .getQueryCache()
    .findAll({ queryKey: resultsKeys.ranges() })
    .filter((query) => query.state.status === 'success')
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return held[0]?.state.data as LottoResult[] | undefined;
}

export function useDrawResults() {
  const client = useQueryClient();
  return useQuery({
    ...drawResultsQuery(resultsRange(DateTime.now())),
    // Offline on a later day today's range has nothing yet: the last results read stand in.
    placeholderData: () => newestSaved(client),
  });
}
