import { V, type ValidationResult } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRules {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  numberOrSymbol: boolean;
}

/** Each rule of section 5, so a form can show a checklist while the player types. */
export function passwordRules(password: string): PasswordRules {
  return {
    // Counted in code points, so an emoji is one character, not two.
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    // A digit of any script, punctuation or a symbol; a space is not a symbol.
    numberOrSymbol: /[\p{N}\p{P}\p{S}]/u.test(password),
  };
}

export function validatePassword(password: string): ValidationResult {
  if (password === '') return V.required;
  const rules = passwordRules(password);
  return Object.values(rules).every(Boolean) ? null : V.passwordInvalid;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  if (confirmation === '') return V.required;
  return password === confirmation ? null : V.passwordMismatch;
}
