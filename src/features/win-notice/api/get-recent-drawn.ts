import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { lotteryKeys } from '@/lib/lottery/queries';

/** The latest drawn tickets: the first page is enough to find the wins of the last draws. */
export const recentDrawnQuery = () =>
  queryOptions({
    queryKey: [...lotteryKeys.tickets(), 'recent-drawn'] as const,
    queryFn: () =>
      api.getTickets(
        [{ filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] }],
        { from: 0, quantity: 10, orderBy: '-lastDrawDateTime' },
      ),
    staleTime: 5 * 60_000,
  });
