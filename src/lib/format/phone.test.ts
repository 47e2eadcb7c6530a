import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups Iraqi mobile numbers as they are read', () => {
    expect(formatPhone('+9647701234567')).toBe('+964 770 123 4567');
    expect(formatPhone('07701234567')).toBe('0770 123 4567');
  });

  it('leaves other numbers as they came', () => {
    expect(formatPhone('+441632960000')).toBe('+441632960000');
    expect(formatPhone('12345')).toBe('12345');
  });
});
