import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups whole numbers and keeps only the decimals that say something', () => {
    expect(formatCount(475_020)).toBe('475,020');
    expect(formatCount(12.0712, 2)).toBe('12.07');
    expect(formatCount(13.4, 2)).toBe('13.4');
    expect(formatCount(125.0, 2)).toBe('125');
    expect(formatCount(100, 0)).toBe('100');
    expect(formatCount(Infinity)).toBe('');
  });
});
