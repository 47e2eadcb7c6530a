import { DateTime } from 'luxon';
import type { Iqd } from '@/lib/api/types';

/** The server's fixed offset (section 9): every server date-time is read and shown at +03:00. */
export const SERVER_ZONE = 'UTC+3';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Section 9: English thousands grouping ("50,000"); no amount (logged out) shows 0. */
export function formatIqd(amount: Iqd | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '0';
  return grouping.format(Math.trunc(amount));
}

/** Reads a server date-time (ISO with offset) or date (yyyy-MM-dd) at +03:00. */
export function parseServerDateTime(value: string): DateTime {
  return DateTime.fromISO(value, { zone: SERVER_ZONE }).setZone(SERVER_ZONE);
}

const toDateTime = (value: string | DateTime): DateTime =>
  typeof value === 'string' ? parseServerDateTime(value) : value.setZone(SERVER_ZONE);

/** dd/MM/yyyy (section 9's display format). */
export function formatDisplayDate(value: string | DateTime): string {
  const dt = toDateTime(value);
  return dt.isValid ? dt.toFormat('dd/MM/yyyy') : '';
}

/** yyyy-MM-dd, the server's date format. */
export function formatServerDate(value: DateTime): string {
  return value.setZone(SERVER_ZONE).toFormat('yyyy-MM-dd');
}

/** Intl locale of each UI language; Chinese (/cn) formats like English. */
const FORMAT_LOCALES: Record<string, string> = { en: 'en-GB', ar: 'ar-IQ', ku: 'ckb-IQ' };

/**
 * "Monday 05 May 2025" ('EEEE dd MMM yyyy') with day and month names in the UI language.
 * Digits stay Latin in every language, like the balance.
 */
export function formatDrawDate(value: string | DateTime, lang: string): string {
  const dt = toDateTime(value);
  if (!dt.isValid) return '';
  return dt
    .reconfigure({ locale: FORMAT_LOCALES[lang] ?? 'en-GB', numberingSystem: 'latn' })
    .toFormat('EEEE dd MMM yyyy');
}

/** HH:mm at +03:00. */
export function formatTime(value: string | DateTime): string {
  const dt = toDateTime(value);
  return dt.isValid ? dt.toFormat('HH:mm') : '';
}
