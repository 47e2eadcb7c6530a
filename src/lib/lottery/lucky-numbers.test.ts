import { afterEach, describe, expect, it, vi } from 'vitest';
import { luckyNumbers } from './lucky-numbers';
import { isGridComplete } from './pick-rules';

const key = (grid: number[]) => grid.join(' ');

describe('lucky numbers (behaviour 70)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are a new set on every press, for a visitor and on the same day: never one set for all', () => {
    const grids = Array.from({ length: 20 }, () => luckyNumbers(null));
    grids.forEach((grid) => expect(isGridComplete(grid)).toBe(true));
    expect(new Set(grids.map(key)).size).toBeGreaterThan(1);
  });

  it('are new for the same birthday on every press, starting with its day and month', () => {
    const grids = Array.from({ length: 20 }, () => luckyNumbers('1990-04-17'));
    grids.forEach((grid) => {
      expect(isGridComplete(grid)).toBe(true);
      expect(grid).toEqual(expect.arrayContaining([17, 4]));
    });
    expect(new Set(grids.map(key)).size).toBeGreaterThan(1);
  });

  it('draw from the Web Crypto generator, not a predictable one', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    luckyNumbers('1990-04-17');
    expect(spy).toHaveBeenCalled();
  });

  it('leave out a day that is off the board and still give 6 numbers', () => {
    const grid = luckyNumbers('1985-12-31');
    expect(isGridComplete(grid)).toBe(true);
    expect(grid).toContain(12);
    expect(grid).not.toContain(31);
  });

  it('keep one random number at least when a game picks only two', () => {
    const rules = { numbersToPick: 2, highestNumber: 29 };
    const grid = luckyNumbers('1990-04-17', rules, () => 0);
    expect(grid).toHaveLength(2);
    expect(grid).toContain(17);
  });
});
