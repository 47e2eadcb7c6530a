import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useFirstPass } from '@/lib/first-pass';
import { api } from '@/lib/api';
import { GAME_TYPE_6OF29, type DrawResultsQuery, type LottoResult } from '@/lib/api/types';
import { formatServerDate, parseServerDate, serverDayPlusMonths, type Moment } from '@/lib/format';
import { resultsKeys } from './keys';

/** How far back the results page looks (docs/behaviour.md). */
export const RESULTS_MONTHS = 3;

export { resultsKeys };

/**
 * The last RESULTS_MONTHS months up to today, in server days (clamped at a month's end, as luxon
 * did). Without luxon: the results page no longer downloads and runs its 19 KiB before rendering.
 */
export function resultsRange(now: Moment = new Date()): DrawResultsQuery {
  return {
    dateFrom: formatServerDate(serverDayPlusMonths(now, -RESULTS_MONTHS)),
    dateTo: formatServerDate(now),
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
  // A prerendered page's first pass shows no data (decision 0232), the saved results neither.
  const firstPass = useFirstPass();
  return useQuery({
    ...drawResultsQuery(resultsRange()),
    // Offline on a later day today's range has nothing yet: the last results read stand in.
    placeholderData: firstPass ? undefined : () => newestSaved(client),
  });
}
