import { useResponsiblePlay } from './query';
import type { ResponsiblePlayState } from '@/lib/api/types';

/**
 * The end of the player's time-out while it is in force, by the backend's clock: the state says
 * when it ends and what the server's time was; the time since the answer is the device's own.
 */
export function activeBreakUntil(
  state: Pick<ResponsiblePlayState, 'timeOutUntil' | 'serverTime'> | null | undefined,
  answeredAt: number,
  now: number = Date.now(),
): string | null {
  if (!state?.timeOutUntil) return null;
  const serverNow = Date.parse(state.serverTime) + Math.max(0, now - answeredAt);
  return Date.parse(state.timeOutUntil) > serverNow ? state.timeOutUntil : null;
}

/** The end of the break in force (null when none, unknown, or the extension is not offered). */
export function useActiveBreak(): string | null {
  const { data, dataUpdatedAt } = useResponsiblePlay();
  return activeBreakUntil(data, dataUpdatedAt);
}
