import { describe, expect, it } from 'vitest';
import { parseNumbers } from './parse-numbers';

describe('parseNumbers', () => {
  it('reads spaces, commas and Arabic commas, sorted', () => {
    expect(parseNumbers('29, 3 8،12 17 21')).toEqual({
      numbers: [3, 8, 12, 17, 21, 29],
      error: null,
    });
  });

  it('reads Arabic-Indic and Sorani digits', () => {
    expect(parseNumbers('٣ ٨ ١٢ ۱۷ ۲۱ ٢٩').numbers).toEqual([3, 8, 12, 17, 21, 29]);
  });

  it('says why a text is not one grid', () => {
    expect(parseNumbers('1 2 3 4 5').error).toBe('count');
    expect(parseNumbers('1 2 3 4 5 6 7').error).toBe('count');
    expect(parseNumbers('0 2 3 4 5 6').error).toBe('range');
    expect(parseNumbers('1 2 3 4 5 30').error).toBe('range');
    expect(parseNumbers('1 2 3 4 5 x').error).toBe('range');
    expect(parseNumbers('1.5 2 3 4 5 6').error).toBe('range');
    expect(parseNumbers('1 1 3 4 5 6').error).toBe('duplicate');
  });
});
