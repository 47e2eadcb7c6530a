import { DateTime } from 'luxon';

/** The backend's fixed offset (Iraq, no daylight saving). */
export const SERVER_ZONE = 'UTC+3';

const OFFSET_MS = 3 * 3_600_000;

/**
 * `2026-11-23T20:00:00+03:00` (milliseconds only when not zero), as luxon's `toISO` writes it in
 * SERVER_ZONE, without luxon: the offset is fixed, and many answers carry dozens of dates.
 */
export function toServerDateTime(ms: number): string {
  const shifted = new Date(ms + OFFSET_MS);
  const year = shifted.getUTCFullYear();
  if (!Number.isFinite(ms) || year < 0 || year > 9999) {
    return (
      DateTime.fromMillis(ms, { zone: SERVER_ZONE }).toISO({ suppressMilliseconds: true }) ?? ''
    );
  }
  const iso = shifted.toISOString();
  const millis = shifted.getUTCMilliseconds();
  return `${iso.slice(0, 19)}${millis === 0 ? '' : iso.slice(19, 23)}+03:00`;
}

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
