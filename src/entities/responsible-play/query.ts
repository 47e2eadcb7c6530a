import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, ResponsiblePlayState } from '@/lib/api/types';
import { useIsLoggedIn } from '@/entities/session';
import { refetchWhilePending } from './pending';
import { responsiblePlayKeys } from './keys';

/**
 * The player's responsible-play state; null when the backend does not offer the extension (404).
 * Its fetcher is registered by features/responsible-play/api (lib cannot import a feature).
 */
export const responsiblePlayQuery = () =>
  queryOptions<ResponsiblePlayState | null>({ queryKey: responsiblePlayKeys.state() });

/** The state while logged in (null when not offered); nothing is fetched for visitors. */
export function useResponsiblePlay() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...responsiblePlayQuery(), enabled: isLoggedIn });
}

/** Every booking of the account, for the activity summary (fetched page by page). */
export const useAllBookings = () =>
  useQuery<Booking[]>({
    queryKey: responsiblePlayKeys.activity(),
    refetchInterval: (query) => refetchWhilePending(query.state.data),
  });
