import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ticketsKeys = {
  all: ['tickets'] as const,
  winnings: (drawId: number) => [...ticketsKeys.all, 'winnings', drawId] as const,
};

export const drawWinningsQuery = (drawId: number) =>
  queryOptions({
    queryKey: ticketsKeys.winnings(drawId),
    queryFn: () => api.getDrawWinnings(drawId),
    staleTime: 5 * 60_000,
  });

/** Ranks, winners and prizes of a drawn draw; nothing is asked while the ticket is open. */
export const useDrawWinnings = (drawId: number | undefined) =>
  useQuery({ ...drawWinningsQuery(drawId ?? 0), enabled: drawId !== undefined });
