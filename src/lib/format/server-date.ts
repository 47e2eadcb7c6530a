/**
 * Server dates without luxon (the start route's path): the server's fixed offset is +03:00 with
 * no daylight saving (section 9), so shifting by three hours and reading UTC fields is exact.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment: a Date, or anything with toMillis() (a luxon DateTime off the start path). */
export type Moment = Date | { toMillis(): number };

export const millisOf = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : moment.toMillis();

// yyyy-MM-dd, optionally THH:mm[:ss[.SSS]], optionally Z or ±HH[:]mm (the ISO forms luxon reads).
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return 180;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/**
 * Reads a server date-time (ISO with offset) or date (yyyy-MM-dd); without an offset it is at
 * +03:00. An unreadable value gives an invalid Date (NaN), never a guess.
 */
export function parseServerDate(value: string): Date {
  const match = ISO.exec(value.trim());
  if (!match) return new Date(NaN);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms);
  const check = new Date(local);
  // Date.UTC rolls 31/02 over to March: such a date is invalid, like in luxon.
  const fields = [check.getUTCMonth() + 1, check.getUTCDate(), check.getUTCHours()];
  if (fields.join() !== [month, day, hour].join() || minute! > 59 || second! > 59) {
    return new Date(NaN);
  }
  return new Date(local - offsetMinutes(zone) * 60_000);
}

/** The wall-clock fields at +03:00 of a moment (read with getUTC*), or null when invalid. */
export function atServerOffset(value: string | Moment): Date | null {
  const millis = typeof value === 'string' ? parseServerDate(value).getTime() : millisOf(value);
  return Number.isFinite(millis) ? new Date(millis + OFFSET_MS) : null;
}

/** Midnight at +03:00 of the day `months` calendar months after `moment`'s day, clamped like luxon. */
export function serverDayPlusMonths(moment: Moment, months: number): Date {
  const wall = atServerOffset(moment) ?? new Date(NaN);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day) - OFFSET_MS);
}
