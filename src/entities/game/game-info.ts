import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedPollInterval } from '@/lib/data-saver';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { parseServerDate } from '@/lib/format';
import { gameInfo6of29 } from '@/lib/lottery/draws';
import { playKeys } from './keys';

/** The 6of29 game info (jackpot, next draw); null when the backend has none. */
export const getGameInfo = async () => gameInfo6of29(await api.getGameInfos()) ?? null;

/** One query for game info: app start prefetches it, the jackpot panels read it. */
export const gameInfoQueryOptions = () =>
  queryOptions({ queryKey: playKeys.gameInfo(), queryFn: getGameInfo, staleTime: 60_000 });

/** How often to ask again while a passed draw is still the backend's "next" one. */
const ROLLOVER_RETRY_MS = 30_000;

/**
 * Game info as a jackpot panel's props. When the draw passes, `onRollOver` (stable) fetches it
 * again, and it is asked every 30 s while the backend still names the passed draw.
 */
export function useJackpot() {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...gameInfoQueryOptions(),
    refetchInterval: (q) => {
      const drawDate = q.state.data?.drawDate;
      const passed = drawDate && parseServerDate(drawDate).getTime() <= Date.now();
      return passed ? savedPollInterval(ROLLOVER_RETRY_MS) : false;
    },
  });
  const onRollOver = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: playKeys.gameInfo() });
  }, [queryClient]);
  const { data: info, isError, dataUpdatedAt: savedAt } = query;
  return { info, isError, savedAt, onRollOver };
}
