import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PlayerMessage } from '@/lib/api/types';
import { mergeNotifications } from '../utils/merge-notifications';
import { notificationKeys } from '@/entities/notifications';

/** Messages per page (the spec leaves the value to the caller). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam }) =>
      api.getMessages({ from: pageParam, quantity: NOTIFICATIONS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < NOTIFICATIONS_PAGE_SIZE ? undefined : pages.length * NOTIFICATIONS_PAGE_SIZE,
  });

/** The loaded pages as one list: one entry per message, newest first (section 4). */
const mergePages = (data: InfiniteData<PlayerMessage[], number>): PlayerMessage[] =>
  mergeNotifications([], data.pages.flat());

export function useNotifications() {
  const query = useInfiniteQuery({ ...notificationsQuery(), select: mergePages });
  return { query, notifications: query.data ?? [] };
}
