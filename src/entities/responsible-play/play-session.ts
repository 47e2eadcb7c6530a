import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { SessionLimit } from '@/lib/api/types';
import { useIsLoggedIn } from '@/entities/session';
import { responsiblePlayKeys } from './keys';

/** How often the cap is asked again while one runs (the server's clock moves it, not ours). */
const POLL_MS = 60_000;

/** The session cap (decision 0282); null when the backend does not offer it (404). */
export const sessionLimitQuery = () =>
  queryOptions({
    queryKey: responsiblePlayKeys.sessionLimit(),
    queryFn: () => unlessNotOffered(api.getSessionLimit()),
    staleTime: 0,
    retry: false,
  });

/** The spending overview (decision 0283); null when not offered. Asked once per app start. */
export const spendingOverviewQuery = () =>
  queryOptions({
    queryKey: responsiblePlayKeys.overview(),
    queryFn: () => unlessNotOffered(api.getSpendingOverview()),
    staleTime: Infinity,
    retry: false,
  });

/** A session still running with a cap: asked again; once it ended every call would be refused. */
const running = (query: { state: { data?: SessionLimit | null; dataUpdatedAt: number } }) => {
  const { data, dataUpdatedAt } = query.state;
  return !!data && !!sessionMsLeft(data, dataUpdatedAt, Date.now());
};

export function useSessionLimit() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    ...sessionLimitQuery(),
    enabled: isLoggedIn,
    refetchInterval: (query) => (running(query) ? POLL_MS : false),
    refetchOnWindowFocus: (query) => running(query) || !query.state.data?.session.endsAt,
  });
}

export function useSpendingOverview() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...spendingOverviewQuery(), enabled: isLoggedIn });
}

/**
 * Milliseconds left of this session by the server's clock: its time in the answer, moved on by
 * this device's time since the answer came (`answeredAt`, `now`: device times). null: no cap.
 */
export function sessionMsLeft(limit: SessionLimit, answeredAt: number, now: number): number | null {
  if (!limit.session.endsAt) return null;
  // A render just before the answer came must not add time (now < answeredAt).
  const serverNow = Date.parse(limit.serverTime) + Math.max(0, now - answeredAt);
  const left = Date.parse(limit.session.endsAt) - serverNow;
  return Number.isFinite(left) ? Math.max(0, left) : null;
}
