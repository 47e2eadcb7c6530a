import { describe, expect, it } from 'vitest';
import { V } from './messages';
import { validateInternationalPhone, validateLocalPhone, validatePhone } from './phone';

describe('validateLocalPhone', () => {
  it('accepts an empty value (section 5)', () => {
    expect(validateLocalPhone('')).toBeNull();
    expect(validateLocalPhone('   ')).toBeNull();
  });

  it.each(['07701234567', '7701234567', '٠٧٧٠١٢٣٤٥٦٧', '۰۷۷۰۱۲۳۴۵۶۷', ' 07701234567 '])(
    'accepts %s',
    (phone) => {
      expect(validateLocalPhone(phone)).toBeNull();
    },
  );

  it.each([
    ['0770123456', '07 with 10 digits'],
    ['077012345678', '07 with 12 digits'],
    ['770123456', '7 with 9 digits'],
    ['77012345678', '7 with 11 digits'],
    ['0770123456a', 'a letter'],
    ['08701234567', 'an other prefix'],
    ['17701234567', 'a leading 1'],
    ['+9647701234567', 'a plus sign'],
  ])('rejects %s (%s)', (phone) => {
    expect(validateLocalPhone(phone)).toBe(V.phoneInvalid);
  });
});

describe('validateInternationalPhone', () => {
  it.each(['+9647701234567', '+1234567', '+1234567890123456789'])('accepts %s', (phone) => {
    expect(validateInternationalPhone(phone)).toBeNull();
  });

  it.each([
    ['+123456', '7 characters in all'],
    ['+12345678901234567890', '21 characters in all'],
    ['9647701234567', 'no plus sign'],
    ['++9647701234567', 'two plus signs'],
    ['+', 'a plus sign alone'],
    ['', 'empty'],
  ])('rejects %s (%s)', (phone) => {
    expect(validateInternationalPhone(phone)).toBe(V.phoneInvalid);
  });
});

describe('validatePhone (required, either form)', () => {
  it('requires a value', () => {
    expect(validatePhone('')).toBe(V.required);
  });

  it('routes + numbers to the international rule and others to the local one', () => {
    expect(validatePhone('+9647701234567')).toBeNull();
    expect(validatePhone('07701234567')).toBeNull();
    expect(validatePhone('7701234567')).toBeNull();
    expect(validatePhone('+123')).toBe(V.phoneInvalid);
    expect(validatePhone('0770')).toBe(V.phoneInvalid);
  });
});
