import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { resultsKeys } from './keys';

/** A drawn draw's ranks, winners and prizes (they never change once drawn). */
export const drawWinningsQuery = (drawId: number) =>
  queryOptions({
    queryKey: resultsKeys.winnings(drawId),
    queryFn: () => api.getDrawWinnings(drawId),
    staleTime: Infinity,
  });

/** Nothing is asked while the draw is not known (an open ticket). */
export const useDrawWinnings = (drawId: number | undefined) =>
  useQuery({ ...drawWinningsQuery(drawId ?? 0), enabled: drawId !== undefined });
