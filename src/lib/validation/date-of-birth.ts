import { DateTime } from 'luxon';
import { cleanInput } from './digits';
import { V, type ValidationResult } from './messages';

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const MINIMUM_AGE_YEARS = 18;
/** Dates are judged in Iraq's time (the server's fixed +03:00), not the device's zone. */
export const IRAQ_ZONE = 'UTC+3';
const OLDEST_YEAR = 1900;

/** Parses dd/MM/yyyy strictly (two-digit day and month, four-digit year); invalid → null. */
export function parseDisplayDate(value: string): DateTime | null {
  const text = cleanInput(value);
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = DateTime.fromFormat(text, DISPLAY_DATE_FORMAT, { zone: IRAQ_ZONE });
  return date.isValid ? date : null;
}

export const todayInIraq = (): DateTime => DateTime.now().setZone(IRAQ_ZONE).startOf('day');

/**
 * Date of birth: a real dd/MM/yyyy date, not before 1900 and not in the future, at least 18 years
 * ago. The 18th birthday itself is valid. Someone born on 29 February turns 18 on 28 February
 * in a common year (luxon clamps to the month's last day).
 */
export function validateDateOfBirth(
  value: string,
  today: DateTime = todayInIraq(),
): ValidationResult {
  if (cleanInput(value) === '') return V.required;
  const birth = parseDisplayDate(value);
  const day = today.setZone(IRAQ_ZONE).startOf('day');
  if (!birth || birth.year < OLDEST_YEAR || birth > day) return V.dateInvalid;
  return birth.plus({ years: MINIMUM_AGE_YEARS }) <= day ? null : V.ageUnder18;
}

/** dd/MM/yyyy → the server's yyyy-MM-dd; null when the input is not a valid date. */
export function toServerDate(value: string): string | null {
  return parseDisplayDate(value)?.toFormat('yyyy-MM-dd') ?? null;
}
