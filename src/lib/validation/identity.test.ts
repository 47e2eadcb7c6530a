import { describe, expect, it } from 'vitest';
import { CITIES } from '@/lib/api/types';
import {
  validateCity,
  validateEmail,
  validateFatherName,
  validateFirstName,
  validateFullName,
  validateGender,
  validateNumericIdentifier,
  validateRequired,
  validateVerificationCode,
  validateWalletNumber,
} from './identity';
import { V } from './messages';

describe('first and father name', () => {
  it.each(['Ahmed', 'أحمد', 'ئاراس', 'Jean-Luc', "O'Brien", 'Abd Allah', 'مُحَمَّد', 'Al', 'Zoë'])(
    'accepts %s',
    (name) => {
      expect(validateFirstName(name)).toBeNull();
      expect(validateFatherName(name)).toBeNull();
    },
  );

  it.each([
    ['A', 'one letter'],
    ['A'.repeat(51), '51 letters'],
    ['Ahmed1', 'a digit'],
    ['Ahmed!', 'a symbol'],
    ['-Ahmed', 'a leading hyphen'],
    ['Ahmed-', 'a trailing hyphen'],
    ['Abd  Allah', 'a double space'],
    ['Ahmed--Ali', 'a double hyphen'],
  ])('rejects %s (%s) with its own message', (name) => {
    expect(validateFirstName(name)).toBe(V.firstNameInvalid);
    expect(validateFatherName(name)).toBe(V.fatherNameInvalid);
  });

  it('accepts exactly 50 letters and trims surrounding spaces', () => {
    expect(validateFirstName('A'.repeat(50))).toBeNull();
    expect(validateFirstName('  Ahmed  ')).toBeNull();
  });

  it('requires a value', () => {
    expect(validateFirstName('  ')).toBe(V.required);
    expect(validateFatherName('')).toBe(V.required);
  });
});

describe('validateFullName', () => {
  it.each(['Ahmed Hassan', 'أحمد حسن علي', 'Mary-Jane Smith'])('accepts %s', (name) => {
    expect(validateFullName(name)).toBeNull();
  });

  it.each(['Ahmed', 'Ahmed Hassan 2', 'A'.repeat(60) + ' ' + 'B'.repeat(40)])(
    'rejects %s',
    (name) => {
      expect(validateFullName(name)).toBe(V.fullNameInvalid);
    },
  );

  it('requires a value', () => {
    expect(validateFullName('')).toBe(V.required);
  });
});

describe('validateEmail', () => {
  it('is optional', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('  ')).toBeNull();
  });

  it.each(['ahmed@example.com', 'a.b+c_d%e-f@mail.example.iq', 'X@Y.CO'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'ahmed',
    'ahmed@',
    '@example.com',
    'ahmed@example',
    'ahmed@example.c',
    'ahmed@@example.com',
    'ah med@example.com',
    '.ahmed@example.com',
    'ahmed.@example.com',
    'ah..med@example.com',
    'ahmed@-example.com',
    'ahmed@example..com',
    'أحمد@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe(V.emailInvalid);
  });
});

describe('validateCity', () => {
  it('accepts each of the 19 cities', () => {
    expect(CITIES).toHaveLength(19);
    for (const city of CITIES) expect(validateCity(city)).toBeNull();
  });

  it('rejects anything else and requires a value', () => {
    expect(validateCity('Paris')).toBe(V.cityInvalid);
    expect(validateCity('baghdad')).toBe(V.cityInvalid);
    expect(validateCity('')).toBe(V.required);
  });
});

describe('validateGender', () => {
  it('accepts male and female only', () => {
    expect(validateGender('MALE')).toBeNull();
    expect(validateGender('FEMALE')).toBeNull();
    expect(validateGender('')).toBe(V.genderRequired);
    expect(validateGender('OTHER')).toBe(V.genderRequired);
  });
});

describe('validateWalletNumber', () => {
  it.each(['1234567890', '12345678901234', '0770 123 4567', '٠٧٧٠١٢٣٤٥٦٧'])(
    'accepts %s',
    (wallet) => {
      expect(validateWalletNumber(wallet)).toBeNull();
    },
  );

  it.each(['123456789', '123456789012345', '12345abcde', '+9647701234567'])(
    'rejects %s',
    (wallet) => {
      expect(validateWalletNumber(wallet)).toBe(V.walletNumberInvalid);
    },
  );

  it('requires a value', () => {
    expect(validateWalletNumber(' ')).toBe(V.required);
  });
});

describe('validateNumericIdentifier', () => {
  it('accepts exactly eleven digits', () => {
    expect(validateNumericIdentifier('12345678901')).toBeNull();
    expect(validateNumericIdentifier('١٢٣٤٥٦٧٨٩٠١')).toBeNull();
  });

  it.each(['1234567890', '123456789012', '1234567890a', '12345 678901'])('rejects %s', (id) => {
    expect(validateNumericIdentifier(id)).toBe(V.identifierInvalid);
  });

  it('requires a value', () => {
    expect(validateNumericIdentifier('')).toBe(V.required);
  });
});

describe('validateVerificationCode', () => {
  it('accepts six digits, in either digit script', () => {
    expect(validateVerificationCode('123456')).toBeNull();
    expect(validateVerificationCode('١٢٣٤٥٦')).toBeNull();
    expect(validateVerificationCode(' 000000 ')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a'])('rejects %s', (code) => {
    expect(validateVerificationCode(code)).toBe(V.codeInvalid);
  });

  it('requires a value', () => {
    expect(validateVerificationCode('')).toBe(V.required);
  });
});

describe('validateRequired', () => {
  it('rejects blank values only', () => {
    expect(validateRequired(' ')).toBe(V.required);
    expect(validateRequired('x')).toBeNull();
  });
});
