import { describe, expect, it } from 'vitest';
import type { LottoResult } from '@/lib/api/types';
import { frequencies, hotAndCold } from './number-stats';

const result = (day: number, winningNumbers: number[]): LottoResult => ({
  drawId: day,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: day,
  drawDate: `2026-11-${String(day).padStart(2, '0')}T20:00:00+03:00`,
  winningNumbers,
});
const results = [
  result(2, [1, 2, 3, 4, 5, 6]),
  result(5, [1, 2, 3, 7, 8, 9]),
  result(9, [1, 10, 11, 12, 13, 14]),
];
const countOf = (n: number, last?: number) =>
  frequencies(results, last).find((f) => f.number === n)?.count;

describe('number statistics', () => {
  it('counts each of the 29 numbers over all or the latest draws', () => {
    expect(frequencies(results)).toHaveLength(29);
    expect(countOf(1)).toBe(3);
    expect(countOf(2)).toBe(2);
    expect(countOf(29)).toBe(0);
    // The latest two draws are 9 and 5 Nov, whatever the order of the list.
    expect(countOf(2, 2)).toBe(1);
    expect(countOf(4, 2)).toBe(0);
  });

  it('counts nothing without draws, and nothing is hot or cold then', () => {
    expect(frequencies([]).every((f) => f.count === 0)).toBe(true);
    expect(hotAndCold(frequencies([]))).toEqual({ hot: [], cold: [] });
  });

  it('marks hot and cold numbers, keeping every number tied at the edge', () => {
    const { hot, cold } = hotAndCold(frequencies(results), 2);
    expect(hot).toEqual([1, 2, 3]);
    // 15..29 and nothing else were never drawn: all tied at 0.
    expect(cold).toEqual(Array.from({ length: 15 }, (_, i) => i + 15));
  });
});
