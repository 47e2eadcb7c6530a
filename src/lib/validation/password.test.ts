import { describe, expect, it } from 'vitest';
import { V } from './messages';
import { passwordRules, validatePassword, validatePasswordConfirmation } from './password';

describe('validatePassword', () => {
  it.each([
    ['Lottery123!', 'all rules'],
    ['Abcdefg1', 'exactly 8 characters with a digit'],
    ['Abcdefg!', 'a symbol instead of a number'],
    ['Abcdefg-', 'punctuation counts as a symbol'],
    ['Abcdefg٣', 'an Arabic-Indic digit is a number'],
    ['ÄbcdefgÉ1', 'accented letters count for case'],
  ])('accepts %s (%s)', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['Abcdef1', 'only 7 characters'],
    ['abcdefg1', 'no uppercase letter'],
    ['ABCDEFG1', 'no lowercase letter'],
    ['Abcdefgh', 'neither a number nor a symbol'],
    ['Abcd efgh', 'a space is not a symbol'],
    ['كلمةالسر123', 'Arabic letters have no case'],
  ])('rejects %s (%s)', (password) => {
    expect(validatePassword(password)).toBe(V.passwordInvalid);
  });

  it('asks for a value when empty', () => {
    expect(validatePassword('')).toBe(V.required);
  });

  it('reports each rule separately for the checklist', () => {
    expect(passwordRules('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      numberOrSymbol: false,
    });
    expect(passwordRules('ABCDEFGH9')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: false,
      numberOrSymbol: true,
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordRules('Ab1😀😀😀😀😀').minLength).toBe(true);
    expect(passwordRules('Ab1😀😀😀').minLength).toBe(false);
  });
});

describe('validatePasswordConfirmation', () => {
  it('accepts an identical confirmation', () => {
    expect(validatePasswordConfirmation('Lottery123!', 'Lottery123!')).toBeNull();
  });

  it('rejects a different one with "Passwords do not match"', () => {
    expect(validatePasswordConfirmation('Lottery123!', 'Lottery123')).toBe(V.passwordMismatch);
    expect(validatePasswordConfirmation('Lottery123!', 'lottery123!')).toBe(V.passwordMismatch);
  });

  it('asks for a value when empty', () => {
    expect(validatePasswordConfirmation('Lottery123!', '')).toBe(V.required);
  });
});
