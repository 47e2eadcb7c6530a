export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, 0 once the moment has passed. */
  totalMs: number;
}

/** Splits the time until `targetMs` into whole days, hours, minutes and seconds (never negative). */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const totalMs = Math.max(0, targetMs - nowMs);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}
