import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/api';
import { sessionStore } from '@/lib/session';
import { mergeNotifications } from '../utils/merge-notifications';
import { notificationKeys } from './notification-keys';

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

/** Loaded pages are merged into the session's notifications (they accumulate, section 4). */
export function useNotifications() {
  const query = useInfiniteQuery(notificationsQuery());
  const { notifications } = useSnapshot(sessionStore);
  useEffect(() => {
    if (!query.data) return;
    sessionStore.notifications = mergeNotifications(
      sessionStore.notifications,
      query.data.pages.flat(),
    );
  }, [query.data]);
  return { query, notifications };
}
