import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (endsAt: number): number =>
  Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Whole seconds left until a moment, ticking once a second. Counted from an end time (not by
 * decrementing), so a throttled background tab still shows the right value when it wakes.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [seconds, setSeconds] = useState(initialSeconds);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((nextSeconds: number) => {
    setEndsAt(Date.now() + nextSeconds * 1000);
    setSeconds(nextSeconds);
  }, []);

  return { seconds, restart };
}
