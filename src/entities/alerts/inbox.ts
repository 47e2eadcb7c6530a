import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AlertInbox } from '@/lib/api/types';
import { useIsLoggedIn } from '@/entities/session';
import { alertKeys } from './keys';

/**
 * How often the badge asks for new alerts: the cadence the jackpot panel already asks at while a
 * draw's results are due (decision 0227 says why polling, not server-sent events).
 */
export const ALERTS_POLL_MS = 30_000;

/** The unread count, or null when the answer does not say one (never an invented 0). */
export function unreadOf(inbox: AlertInbox): number | null {
  const unread = (inbox as Partial<AlertInbox> | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
}

/**
 * The in-app alerts. A 404 (or any failure) means the backend has no alerts: no badge, and the
 * polling stops until the next page load.
 */
export const alertInboxQuery = () =>
  queryOptions({
    queryKey: alertKeys.inbox(),
    queryFn: api.getAlerts,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : ALERTS_POLL_MS),
  });

/** How many alerts are unread, for the bar's badge; null when unknown or not offered. */
export function useUnreadAlerts(): number | null {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...alertInboxQuery(), enabled: loggedIn, select: unreadOf });
  return loggedIn && data !== undefined ? data : null;
}
