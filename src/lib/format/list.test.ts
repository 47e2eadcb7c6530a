import { describe, expect, it } from 'vitest';
import { formatList, listParts } from './list';

describe('formatList', () => {
  it('joins with the words of each language, never a Latin comma in Arabic or Kurdish', () => {
    expect(formatList(['Lotto', 'Jackpot', 'Daily'], 'en')).toBe('Lotto, Jackpot, and Daily');
    expect(formatList(['لوتو', 'جاكبوت', 'يومي'], 'ar')).toBe('لوتو وجاكبوت ويومي');
    expect(formatList(['لۆتۆ', 'جاکپۆت', 'ڕۆژانە'], 'ku')).toBe('لۆتۆ، جاکپۆت و ڕۆژانە');
    for (const lang of ['ar', 'ku']) expect(formatList(['a', 'b', 'c'], lang)).not.toContain(',');
  });

  it('takes one or two items and none', () => {
    expect(formatList(['Lotto'], 'ar')).toBe('Lotto');
    expect(formatList(['a', 'b'], 'en')).toBe('a and b');
    expect(formatList(['أ', 'ب'], 'ku')).toBe('أ و ب');
    expect(formatList([], 'en')).toBe('');
  });

  it('gives the items back as they are, for elements between the words', () => {
    const items = [{ n: 1 }, { n: 2 }];
    expect(listParts(items, 'en')).toEqual([
      { item: items[0] },
      { literal: ' and ' },
      { item: items[1] },
    ]);
  });
});
