import { DateTime } from 'luxon';

/** The backend's fixed offset (Iraq, no daylight saving). */
export const SERVER_ZONE = 'UTC+3';

export const toServerDateTime = (ms: number): string =>
  DateTime.fromMillis(ms, { zone: SERVER_ZONE }).toISO({ suppressMilliseconds: true }) ?? '';

export const toServerDate = (ms: number): string =>
  DateTime.fromMillis(ms, { zone: SERVER_ZONE }).toISODate() ?? '';

/** `yyyy-MM-dd` at 00:00 +03:00, or null when malformed. */
export function parseServerDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = DateTime.fromISO(value, { zone: SERVER_ZONE });
  return date.isValid ? date.toMillis() : null;
}

export const parseServerDateTime = (value: string): number =>
  DateTime.fromISO(value, { setZone: true }).toMillis();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
