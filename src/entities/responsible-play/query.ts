import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '@/entities/session';
import { refetchWhilePending } from './pending';
import { responsiblePlayKeys } from './keys';
import { fetchAllBookings, fetchResponsiblePlay } from './responsible-play-calls';

/** The player's responsible-play state; null when the backend does not offer the extension (404). */
export const responsiblePlayQuery = () =>
  queryOptions({
    queryKey: responsiblePlayKeys.state(),
    queryFn: fetchResponsiblePlay,
    // Limits move with deposits and purchases elsewhere: fresh on every screen that shows them.
    staleTime: 0,
    retry: false,
  });

/** The state while logged in (null when not offered); nothing is fetched for visitors. */
export function useResponsiblePlay() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...responsiblePlayQuery(), enabled: isLoggedIn });
}

/** Every booking of the account, for the activity summary (fetched page by page). */
export const useAllBookings = () =>
  useQuery({
    queryKey: responsiblePlayKeys.activity(),
    queryFn: fetchAllBookings,
    refetchInterval: (query) => refetchWhilePending(query.state.data),
  });
