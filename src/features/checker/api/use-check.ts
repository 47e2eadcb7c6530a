import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DrawWinnings } from '@/lib/api/types';
import { checkNumbers, drawsWithPrizes } from '@/lib/lottery/check-numbers';
import { drawResultsQuery, drawWinningsQuery, resultsSince } from '@/entities/results';

/** The checked grid against every draw of the range; winnings only for draws it could have won. */
export function useCheck(numbers: number[] | null, days: number) {
  // The range is fixed when the check starts (key stable while the page is open).
  const query = useMemo(() => resultsSince(days), [days]);
  const results = useQuery({ ...drawResultsQuery(query), enabled: numbers !== null });
  const ids = numbers && results.data ? drawsWithPrizes(numbers, results.data) : [];
  const winnings = useQueries({ queries: ids.map((id) => drawWinningsQuery(id)) });
  const map = new Map<number, DrawWinnings>();
  winnings.forEach((w) => (w.data ? map.set(w.data.drawId, w.data) : undefined));
  const checks = numbers && results.data ? checkNumbers(numbers, results.data, map) : [];
  return {
    checks,
    loading: results.isFetching || winnings.some((w) => w.isFetching),
    failed: results.isError || winnings.some((w) => w.isError),
    retry: () => {
      void results.refetch();
      winnings.forEach((w) => (w.isError ? void w.refetch() : undefined));
    },
  };
}
