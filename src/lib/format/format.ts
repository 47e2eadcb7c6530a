import type { Iqd } from '@/lib/api/types';
import { atServerOffset, type Moment } from './server-date';
import { namesOf } from './day-month-names';

/** The server's fixed offset (section 9): every server date-time is read and shown at +03:00. */
export const SERVER_ZONE = 'UTC+3';

/**
 * Section 9: English thousands grouping ("50,000") of the whole amount; no amount (logged out)
 * shows 0. Grouped by hand, not with Intl.NumberFormat: building that formatter at start cost
 * about 18 ms of a 4x-throttled phone's main thread before the first paint.
 */
export function formatIqd(amount: Iqd | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '0';
  const whole = Math.trunc(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy (section 9's display format). */
export function formatDisplayDate(value: string | Moment): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
}

/** yyyy-MM-dd, the server's date format. */
export function formatServerDate(value: Moment): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

/**
 * "Monday 05 May 2025" ('EEEE dd MMM yyyy') with day and month names in the UI language.
 * Digits stay Latin in every language, like the balance.
 */
export function formatDrawDate(value: string | Moment, lang: string): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  const { weekdays, months } = namesOf(lang);
  const weekday = weekdays[wall.getUTCDay()] ?? '';
  const month = months[wall.getUTCMonth()] ?? '';
  return `${weekday} ${two(wall.getUTCDate())} ${month} ${wall.getUTCFullYear()}`;
}

/** HH:mm at +03:00. */
export function formatTime(value: string | Moment): string {
  const wall = atServerOffset(value);
  return wall ? `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}` : '';
}
