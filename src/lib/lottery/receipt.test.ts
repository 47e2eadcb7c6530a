import { describe, expect, it } from 'vitest';
import { maskPhone } from './receipt';

describe('maskPhone', () => {
  it('keeps the country code, the network and the last three digits', () => {
    expect(maskPhone('+9647701234567')).toBe('+964 770 •••• 567');
    expect(maskPhone('07701234567')).toBe('077 •••• 567');
  });

  it('hides a short number entirely', () => {
    expect(maskPhone('12345')).toBe('•••••');
  });
});
