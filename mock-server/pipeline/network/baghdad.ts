/**
 * Baghdad time on the fake's clock. Iraq keeps UTC+3 all year (no daylight saving since 2008),
 * so a fixed offset is exact and needs no time-zone database in the browser host.
 */
const OFFSET_MS = 3 * 3_600_000;

export interface BaghdadTime {
  /** ISO date in Baghdad, e.g. 2025-05-20. */
  date: string;
  /** Minutes since Baghdad midnight. */
  minutes: number;
}

export function baghdadTime(ms: number): BaghdadTime {
  const local = new Date(ms + OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** "06:00" as minutes since midnight. */
export const minutesOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export interface DateRange {
  /** First and last day, inclusive, ISO dates in Baghdad. */
  from: string;
  to: string;
}

export interface DailyWindow {
  /** Baghdad wall-clock hours, start inclusive, end exclusive. */
  from: string;
  to: string;
  /** The days it happens on; undefined: every day. */
  dates?: DateRange[];
}

/** Whether the instant falls inside the window, read in Baghdad time. */
export function inWindow(ms: number, window: DailyWindow): boolean {
  const { date, minutes } = baghdadTime(ms);
  if (minutes < minutesOf(window.from) || minutes >= minutesOf(window.to)) return false;
  if (!window.dates) return true;
  return window.dates.some((range) => date >= range.from && date <= range.to);
}
