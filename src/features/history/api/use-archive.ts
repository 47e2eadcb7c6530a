import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { drawResultsQuery, drawWinningsQuery, resultsSince } from '@/entities/results';

/** The archive the history and the statistics read: the last 13 months of draws (behaviour 303). */
export const ARCHIVE_DAYS = 397;

export function useArchive() {
  const query = useMemo(() => resultsSince(ARCHIVE_DAYS), []);
  return useQuery(drawResultsQuery(query));
}

/** The prize tables of the draws on one history page (their jackpots). */
export function usePageWinnings(drawIds: number[]) {
  return useQueries({ queries: drawIds.map((id) => drawWinningsQuery(id)) });
}
