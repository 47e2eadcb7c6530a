import type { Iqd } from '@/lib/api/types';
import { atServerOffset, type Moment } from './server-date';
import { namesOf } from './day-month-names';
import { showDigits } from './digits';

/** The server's fixed offset (section 9): every server date-time is read and shown at +03:00. */
export const SERVER_ZONE = 'UTC+3';

/**
 * Section 9: English thousands grouping ("50,000") of the whole amount; no amount (logged out)
 * shows 0. Grouped by hand, not with Intl.NumberFormat: building that formatter at start cost
 * about 18 ms of a 4x-throttled phone's main thread before the first paint. Every figure here is
 * in the player's digits (showDigits, decision 0292).
 */
export function formatIqd(amount: Iqd | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return showDigits('0');
  const whole = Math.trunc(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return showDigits(whole < 0 ? `-${digits}` : digits);
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy (section 9's display format). */
export function formatDisplayDate(value: string | Moment): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  return showDigits(
    `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
  );
}

/** yyyy-MM-dd, the server's date format (Latin digits always: it is sent, not shown). */
export function formatServerDate(value: Moment): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
}

/**
 * "Monday 05 May 2025" ('EEEE dd MMM yyyy') with day and month names in the UI language.
 * Digits as the player chose them, like the balance.
 */
export function formatDrawDate(value: string | Moment, lang: string): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  const { weekdays, months } = namesOf(lang);
  const weekday = weekdays[wall.getUTCDay()] ?? '';
  const month = months[wall.getUTCMonth()] ?? '';
  return `${weekday} ${showDigits(`${two(wall.getUTCDate())} ${month} ${wall.getUTCFullYear()}`, lang)}`;
}

/** HH:mm at +03:00, Latin always: the server's time format (sent, not shown). */
export function formatServerTime(value: string | Moment): string {
  const wall = atServerOffset(value);
  return wall ? `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}` : '';
}

/** HH:mm at +03:00, shown. */
export const formatTime = (value: string | Moment): string => showDigits(formatServerTime(value));

/** A countdown's unit, two digits ("07"). */
export const formatTwoDigits = (value: number): string => showDigits(two(value));
