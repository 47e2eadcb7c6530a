import { normalizePhoneInput } from './numeric-input';
import { V, type ValidationResult } from './messages';

export const INTERNATIONAL_PHONE_MIN_LENGTH = 8;
export const INTERNATIONAL_PHONE_MAX_LENGTH = 20;

/**
 * Local Iraqi mobile number (section 5): empty is valid; digits only; a number starting with 07
 * has 11 digits, one starting with 7 has 10. Any other start is invalid.
 */
export function validateLocalPhone(value: string): ValidationResult {
  const phone = normalizePhoneInput(value);
  if (phone === '') return null;
  if (!/^\d+$/.test(phone)) return V.phoneInvalid;
  if (phone.startsWith('07')) return phone.length === 11 ? null : V.phoneInvalid;
  if (phone.startsWith('7')) return phone.length === 10 ? null : V.phoneInvalid;
  return V.phoneInvalid;
}

/** International number: "+" then digits only, 8 to 20 characters in all (the "+" counts). */
export function validateInternationalPhone(value: string): ValidationResult {
  const phone = normalizePhoneInput(value);
  if (!/^\+\d+$/.test(phone)) return V.phoneInvalid;
  const { length } = phone;
  return length >= INTERNATIONAL_PHONE_MIN_LENGTH && length <= INTERNATIONAL_PHONE_MAX_LENGTH
    ? null
    : V.phoneInvalid;
}

/** A required phone number in either form: what login and registration ask for. */
export function validatePhone(value: string): ValidationResult {
  const phone = normalizePhoneInput(value);
  if (phone === '') return V.required;
  return phone.startsWith('+') ? validateInternationalPhone(phone) : validateLocalPhone(phone);
}
