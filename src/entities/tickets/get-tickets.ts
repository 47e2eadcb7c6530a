import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useCallback, useMemo } from 'react';
import { api } from '@/lib/api';
import type { Ticket, TicketFilter, TicketListQuery } from '@/lib/api/types';
import { ticketsKeys } from './keys';
import { visibleTickets, type TicketListKind } from './ticket-pages';

/** Tickets per page (the spec leaves it to the caller). */
export const TICKETS_PAGE_SIZE = 10;

const FILTERS: Record<TicketListKind, TicketFilter[]> = {
  open: [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
  drawn: [
    {
      filterKey: 'ticketState',
      filterValue: '',
      filterValues: ['LOST', 'WON_FINALIZED', 'CANCELLED'],
    },
  ],
};
const ORDER: Record<TicketListKind, TicketListQuery['orderBy']> = {
  open: '-created',
  drawn: '-lastDrawDateTime',
};

/**
 * One list, page by page (section 4). The next page starts at the server offset reached so far
 * (it counts what the client filters out too); an empty page means nothing more to load.
 */
export const ticketListQueryOptions = (kind: TicketListKind) =>
  infiniteQueryOptions({
    queryKey: ticketsKeys.list(kind),
    queryFn: ({ pageParam }) =>
      api.getTickets(FILTERS[kind], {
        from: pageParam,
        quantity: TICKETS_PAGE_SIZE,
        orderBy: ORDER[kind],
      }),
    initialPageParam: 0,
    getNextPageParam: (last: Ticket[], _all, from: number) =>
      last.length === 0 ? undefined : from + last.length,
  });

const NO_PAGES: Ticket[][] = [];
const NO_TICKETS: Ticket[] = [];

/** The open or drawn list as shown: merged pages, with what the next page and retry need. */
export function useTicketList(kind: TicketListKind, enabled: boolean) {
  const query = useInfiniteQuery({ ...ticketListQueryOptions(kind), enabled });
  // The open list leaves out what the drawn list shows; read from the cache, never fetched here.
  const drawn = useInfiniteQuery({ ...ticketListQueryOptions('drawn'), enabled: false });
  const pages = query.data?.pages ?? NO_PAGES;
  const drawnPages = kind === 'open' ? (drawn.data?.pages ?? NO_PAGES) : NO_PAGES;
  const tickets = useMemo(() => {
    const now = DateTime.now();
    return visibleTickets(kind, pages, now, visibleTickets('drawn', drawnPages, now));
  }, [kind, pages, drawnPages]);
  const { fetchNextPage, refetch, hasNextPage, isFetching } = query;
  const started = pages.length > 0;
  const loadMore = useCallback(() => {
    if (isFetching) return;
    if (!started) void refetch();
    else if (hasNextPage) void fetchNextPage();
  }, [isFetching, started, hasNextPage, refetch, fetchNextPage]);
  return {
    tickets,
    loading: isFetching,
    failed: query.isError,
    noMore: query.isSuccess && !hasNextPage,
    /** Server offset reached so far: how far a search has paged. */
    loaded: pages.reduce((sum, page) => sum + page.length, 0),
    started,
    loadMore,
    savedAt: query.dataUpdatedAt || null,
  };
}

export type TicketList = ReturnType<typeof useTicketList>;

/**
 * The latest tickets of a list: its first page (one request, shared with My Tickets), empty when
 * it failed. The open list's newest tickets hold the play-ahead tickets with draws drawn so far.
 */
export function useRecentTickets(kind: TicketListKind, enabled: boolean): Ticket[] | undefined {
  const query = useInfiniteQuery({ ...ticketListQueryOptions(kind), enabled });
  // A list that failed holds no news: the other list can still be announced.
  return query.isError ? NO_TICKETS : query.data?.pages[0];
}
