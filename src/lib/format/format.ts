import type { Iqd } from '@/lib/api/types';
import { atServerOffset, type Moment } from './server-date';
import { SORANI_MONTHS, SORANI_WEEKDAYS } from './sorani-names';

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

/** Intl locale of each UI language; Chinese (/cn) formats like English. Kurdish: see below. */
const FORMAT_LOCALES: Record<string, string> = { en: 'en-GB', ar: 'ar-IQ' };

const nameFormats = new Map<string, { weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();

/** Day and month names as luxon's 'EEEE' and 'MMM' give them (format context, not standalone). */
function namesOf(lang: string) {
  const locale = FORMAT_LOCALES[lang] ?? 'en-GB';
  let formats = nameFormats.get(locale);
  if (!formats) {
    const options = { timeZone: 'UTC', numberingSystem: 'latn' } as const;
    formats = {
      weekday: new Intl.DateTimeFormat(locale, {
        ...options,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
      month: new Intl.DateTimeFormat(locale, { ...options, month: 'short', day: 'numeric' }),
    };
    nameFormats.set(locale, formats);
  }
  return formats;
}

/** Sorani names are the app's own: Chromium has no ckb data and would answer in English. */
function dayAndMonthNames(wall: Date, lang: string): { weekday: string; month: string } {
  if (lang === 'ku') {
    return {
      weekday: SORANI_WEEKDAYS[wall.getUTCDay()] ?? '',
      month: SORANI_MONTHS[wall.getUTCMonth()] ?? '',
    };
  }
  const names = namesOf(lang);
  return { weekday: part(names.weekday, wall, 'weekday'), month: part(names.month, wall, 'month') };
}

const part = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((p) => p.type === type)?.value ?? '';

/**
 * "Monday 05 May 2025" ('EEEE dd MMM yyyy') with day and month names in the UI language.
 * Digits stay Latin in every language, like the balance.
 */
export function formatDrawDate(value: string | Moment, lang: string): string {
  const wall = atServerOffset(value);
  if (!wall) return '';
  const { weekday, month } = dayAndMonthNames(wall, lang);
  return `${weekday} ${two(wall.getUTCDate())} ${month} ${wall.getUTCFullYear()}`;
}

/** HH:mm at +03:00. */
export function formatTime(value: string | Moment): string {
  const wall = atServerOffset(value);
  return wall ? `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}` : '';
}
