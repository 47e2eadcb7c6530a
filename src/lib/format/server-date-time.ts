import { DateTime } from 'luxon';
import { SERVER_ZONE } from './format';

/**
 * Reads a server date-time (ISO with offset) or date (yyyy-MM-dd) at +03:00, as a luxon DateTime
 * for date arithmetic off the start route (the start route uses parseServerDate, without luxon).
 */
export function parseServerDateTime(value: string): DateTime {
  return DateTime.fromISO(value, { zone: SERVER_ZONE }).setZone(SERVER_ZONE);
}
