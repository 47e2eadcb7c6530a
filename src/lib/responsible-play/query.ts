import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { ResponsiblePlayState } from '@/lib/api/types';
import { useIsLoggedIn } from '@/lib/session';
import { responsiblePlayKeys } from './keys';

/**
 * The player's responsible-play state, or null when the backend does not offer the extension
 * (404): the app then hides the screens that need it (docs/decisions.md 280).
 */
export async function fetchResponsiblePlay(): Promise<ResponsiblePlayState | null> {
  try {
    return await api.getResponsiblePlay();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

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
