import { describe, expect, it } from 'vitest';
import type { RegistrationRequest } from '../../src/lib/api/types';
import { validRegistration } from '../testing/registration';
import { isValidPhone, normalizePhone } from './phone';
import { isValidEmail, isValidPassword, validateRegistration } from './validation';

const NOW = Date.parse('2026-11-20T09:00:00Z');

const valid = validRegistration();

const codes = (overrides: Partial<RegistrationRequest>) =>
  validateRegistration({ ...valid, ...overrides }, NOW).map((e) => `${e.field}:${e.code}`);

describe('registration validation (spec section 5)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(valid, NOW)).toEqual([]);
  });

  it('needs 8+ characters with upper, lower and a digit or symbol', () => {
    expect(isValidPassword('Secret12')).toBe(true);
    expect(isValidPassword('Secret!!')).toBe(true);
    expect(isValidPassword('Secre1')).toBe(false);
    expect(isValidPassword('secret123')).toBe(false);
    expect(isValidPassword('SECRET123')).toBe(false);
    expect(isValidPassword('SecretAbc')).toBe(false);
  });

  it('reports every broken field at once', () => {
    expect(
      codes({
        password: 'weak',
        passwordConfirmation: 'other',
        firstName: ' ',
        city: 'Paris' as never,
      }),
    ).toEqual([
      'password:WEAK_PASSWORD',
      'passwordConfirmation:PASSWORDS_DO_NOT_MATCH',
      'firstName:REQUIRED',
      'city:INVALID_CITY',
    ]);
  });

  it('refuses players under 18 on the day before their birthday, accepts on the day', () => {
    expect(codes({ dateOfBirth: '2008-11-21' })).toEqual(['dateOfBirth:UNDERAGE']);
    expect(codes({ dateOfBirth: '2008-11-20' })).toEqual([]);
    expect(codes({ dateOfBirth: '20/11/2000' })).toEqual(['dateOfBirth:INVALID_DATE']);
  });

  it('checks phone numbers: local 07 (11 digits) or 7 (10), international + and 8 to 20', () => {
    expect(isValidPhone('07701234567')).toBe(true);
    expect(isValidPhone('7701234567')).toBe(true);
    expect(isValidPhone('0770123456')).toBe(false);
    expect(isValidPhone('+4915112')).toBe(true);
    expect(isValidPhone('+491511')).toBe(false);
    expect(isValidPhone('+1234567890123456789')).toBe(true);
    expect(isValidPhone('+12345678901234567890')).toBe(false);
    expect(isValidPhone('0770-123456')).toBe(false);
    expect(codes({ phoneNumber: '0612345678' })).toEqual(['phoneNumber:INVALID_PHONE']);
  });

  it('treats the three spellings of an Iraqi number as one', () => {
    expect(normalizePhone('07701234567')).toBe('+9647701234567');
    expect(normalizePhone('7701234567')).toBe('+9647701234567');
    expect(normalizePhone('+9647701234567')).toBe('+9647701234567');
  });

  it('accepts an empty email and refuses a malformed one', () => {
    expect(codes({ email: '' })).toEqual([]);
    expect(codes({ email: 'ali@' })).toEqual(['email:INVALID_EMAIL']);
    expect(isValidEmail('ali.kareem@example.iq')).toBe(true);
  });

  it('checks gender, country and language', () => {
    expect(
      codes({ gender: 'X' as never, country: 'DE' as never, preferredLanguage: 'fr' as never }),
    ).toEqual([
      'gender:INVALID_GENDER',
      'country:INVALID_COUNTRY',
      'preferredLanguage:INVALID_LANGUAGE',
    ]);
  });
});
