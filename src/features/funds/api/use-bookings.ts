import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
// The module itself, not the barrel: funds/api is on the start route, the activity sums are not.
import { refetchWhilePending } from '@/entities/responsible-play/pending';
import { fundsKeys } from '@/entities/wallet';

/** Bookings per page of the history (the spec leaves the value to the caller). */
export const BOOKINGS_PAGE_SIZE = 20;

export const bookingsQuery = () =>
  infiniteQueryOptions({
    queryKey: fundsKeys.bookings(),
    queryFn: ({ pageParam }) => api.getBookings({ from: pageParam, quantity: BOOKINGS_PAGE_SIZE }),
    initialPageParam: 0,
    // A short page is the last one.
    getNextPageParam: (last, pages) =>
      last.length < BOOKINGS_PAGE_SIZE ? undefined : pages.length * BOOKINGS_PAGE_SIZE,
    // A pending deposit or payout is settled by the provider, not by this app: ask again meanwhile.
    refetchInterval: (query) => refetchWhilePending(query.state.data?.pages.flat()),
  });

export const useBookings = () => useInfiniteQuery(bookingsQuery());
