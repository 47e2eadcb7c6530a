import { DateTime } from 'luxon';
import {
  CITIES,
  UI_LANGUAGES,
  type FieldError,
  type RegistrationRequest,
} from '../../src/lib/api/types';
import { SERVER_ZONE } from './dates';
import { isValidPhone } from './phone';

export const MIN_AGE = 18;
const LANGUAGES: readonly string[] = UI_LANGUAGES;

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit or symbol. */
export const isValidPassword = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.length >= 8 &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /[^A-Za-z]/.test(value);

export const isValidEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 254;

export const isCity = (value: unknown): boolean =>
  typeof value === 'string' && (CITIES as readonly string[]).includes(value);

export const isLanguage = (value: unknown): boolean =>
  typeof value === 'string' && LANGUAGES.includes(value);

const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** `yyyy-MM-dd` at least 18 years before `now` (Iraq time). */
export function isAdult(dateOfBirth: unknown, now: number): boolean | 'invalid' {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return 'invalid';
  const born = DateTime.fromISO(dateOfBirth, { zone: SERVER_ZONE });
  if (!born.isValid) return 'invalid';
  return born.plus({ years: MIN_AGE }).toMillis() <= now;
}

/** Every field re-checked by the spec's section 5; one entry per broken field. */
export function validateRegistration(
  body: Partial<RegistrationRequest>,
  now: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, code: string) => errors.push({ field, code });
  if (typeof body.phoneNumber !== 'string' || body.phoneNumber === '')
    add('phoneNumber', 'REQUIRED');
  else if (!isValidPhone(body.phoneNumber)) add('phoneNumber', 'INVALID_PHONE');
  if (!isValidPassword(body.password)) add('password', 'WEAK_PASSWORD');
  if (body.passwordConfirmation !== body.password)
    add('passwordConfirmation', 'PASSWORDS_DO_NOT_MATCH');
  if (!nonEmpty(body.firstName)) add('firstName', 'REQUIRED');
  if (!nonEmpty(body.fatherName)) add('fatherName', 'REQUIRED');
  if (body.gender !== 'MALE' && body.gender !== 'FEMALE') add('gender', 'INVALID_GENDER');
  if (body.email !== null && body.email !== undefined && body.email !== '') {
    if (typeof body.email !== 'string' || !isValidEmail(body.email)) add('email', 'INVALID_EMAIL');
  }
  const adult = isAdult(body.dateOfBirth, now);
  if (adult === 'invalid') add('dateOfBirth', 'INVALID_DATE');
  else if (!adult) add('dateOfBirth', 'UNDERAGE');
  if (body.country !== 'IQ') add('country', 'INVALID_COUNTRY');
  if (!isCity(body.city)) add('city', 'INVALID_CITY');
  if (!isLanguage(body.preferredLanguage)) add('preferredLanguage', 'INVALID_LANGUAGE');
  if (typeof body.newsletter !== 'boolean') add('newsletter', 'INVALID_BOOLEAN');
  return errors;
}
