import { CITIES, type City } from '@/lib/api/types';
import { cleanInput } from './digits';
import { normalizeDigitString } from './numeric-input';
import { V, type ValidationMessage, type ValidationResult } from './messages';

/**
 * A name: letters of any script (Arabic, Kurdish, Latin…) with their combining marks, single
 * spaces, hyphens and apostrophes between letters. Starts and ends with a letter.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 100;

function validateNameLike(
  value: string,
  message: ValidationMessage,
  max: number,
): ValidationResult {
  const name = value.trim();
  if (name === '') return V.required;
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > max) return message;
  return NAME_PATTERN.test(name) ? null : message;
}

export const validateFirstName = (value: string): ValidationResult =>
  validateNameLike(value, V.firstNameInvalid, NAME_MAX_LENGTH);

export const validateFatherName = (value: string): ValidationResult =>
  validateNameLike(value, V.fatherNameInvalid, NAME_MAX_LENGTH);

/** The wallet holder's full name (withdrawal): at least two names, up to 100 characters. */
export function validateFullName(value: string): ValidationResult {
  const result = validateNameLike(value, V.fullNameInvalid, FULL_NAME_MAX_LENGTH);
  if (result) return result;
  return value.trim().includes(' ') ? null : V.fullNameInvalid;
}

/**
 * Ordinary address: local part of letters, digits and . _ % + - (no leading, trailing or double
 * dot), a domain of dot-separated labels and a top-level domain of at least two letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Email is optional (section 5): empty is valid. */
export function validateEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '') return null;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : V.emailInvalid;
}

export const isCity = (value: string): value is City =>
  (CITIES as readonly string[]).includes(value);

export const validateCity = (value: string): ValidationResult => {
  if (value === '') return V.required;
  return isCity(value) ? null : V.cityInvalid;
};

export const validateGender = (value: string): ValidationResult =>
  value === 'MALE' || value === 'FEMALE' ? null : V.genderRequired;

export const WALLET_NUMBER_MIN_DIGITS = 10;
export const WALLET_NUMBER_MAX_DIGITS = 14;

/** Wallet number (withdrawal): 10 to 14 digits; spaces and dashes between groups are ignored. */
export function validateWalletNumber(value: string): ValidationResult {
  const wallet = normalizeDigitString(value);
  if (wallet === '') return V.required;
  const pattern = new RegExp(`^\\d{${WALLET_NUMBER_MIN_DIGITS},${WALLET_NUMBER_MAX_DIGITS}}$`);
  return pattern.test(wallet) ? null : V.walletNumberInvalid;
}

/** The eleven-digit numeric identifier of section 5. */
export function validateNumericIdentifier(value: string): ValidationResult {
  const id = cleanInput(value);
  if (id === '') return V.required;
  return /^\d{11}$/.test(id) ? null : V.identifierInvalid;
}

export const VERIFICATION_CODE_LENGTH = 6;

/** The SMS verification code and the password-reset security code: 6 digits. */
export function validateVerificationCode(value: string): ValidationResult {
  const code = normalizeDigitString(value);
  if (code === '') return V.required;
  return /^\d{6}$/.test(code) ? null : V.codeInvalid;
}

/** A field that only has to be filled in. */
export const validateRequired = (value: string): ValidationResult =>
  value.trim() === '' ? V.required : null;
