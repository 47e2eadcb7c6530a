import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { GameRecall } from '@/lib/api/types';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@/entities/session';
import { gameRecallKeys } from './keys';

export { gameRecallKeys } from './keys';

/** The last 10 plays, or null when the backend does not offer game recall (404: hidden). */
async function fetchGameRecall(): Promise<GameRecall | null> {
  try {
    return await api.getGameRecall();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const gameRecallQuery = () =>
  queryOptions({ queryKey: gameRecallKeys.all, queryFn: fetchGameRecall, retry: false });

/** The recall query for a logged-in player (its saved copy reads offline). */
export function useGameRecall() {
  const { hasToken } = useSnapshot(sessionStore);
  return useQuery({ ...gameRecallQuery(), enabled: hasToken });
}

/**
 * Whether to show the way to game recall: not while the backend is unknown to offer it, never
 * after a 404; a failure or an offline start keeps it, the page tells what it has.
 */
export function useGameRecallOffered(): boolean {
  const { data, isError } = useGameRecall();
  return data != null || isError;
}
