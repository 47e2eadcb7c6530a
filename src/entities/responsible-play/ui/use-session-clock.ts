import { useEffect, useState } from 'react';
import { sessionMsLeft, useSessionLimit } from '../play-session';

/** Under a minute left, the clock ticks every second; otherwise every 15 seconds. */
const tickMs = (left: number | null) => (left !== null && left < 60_000 ? 1000 : 15_000);

/**
 * This session's cap and the time left of it, by the backend's clock (decision 0282): the answer's
 * server time moved on by this device's time since it came, asked again every minute.
 */
export function useSessionClock() {
  const query = useSessionLimit();
  const [now, setNow] = useState(() => Date.now());
  const limit = query.data ?? null;
  const left = limit ? sessionMsLeft(limit, query.dataUpdatedAt, now) : null;
  useEffect(() => {
    if (left === null || left === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(tickMs(left), left));
    return () => clearTimeout(timer);
  }, [left, now]);
  return { limit, left };
}
