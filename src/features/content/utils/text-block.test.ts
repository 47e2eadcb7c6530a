import { describe, expect, it } from 'vitest';
import { cmsFontSize, textLines } from './text-block';

describe('text block helpers', () => {
  it.each([
    ['24px', '24px'],
    ['1.5rem', '1.5rem'],
    ['18', '18px'],
    [' 20px ', '20px'],
    ['red; background:url(x)', undefined],
    ['calc(100vh)', undefined],
    [null, undefined],
  ])('font size %s → %s', (input, output) => expect(cmsFontSize(input)).toBe(output));

  it('splits every kind of line break', () => {
    expect(textLines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(textLines(null)).toEqual([]);
  });
});
