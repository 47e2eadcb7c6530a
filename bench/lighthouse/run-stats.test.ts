import { describe, expect, it } from 'vitest';
import { comparePairs, describePair, median, spread, type RunFigures } from './run-stats';

const run = (performance: number, tbt: number): RunFigures => ({
  performance,
  tbt,
  lcp: 2000,
  cls: 0,
  benchmarkIndex: 2500,
  multiplier: 8.15,
});

describe('run statistics', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('measures the spread as the interquartile range', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(4);
    expect(spread([5])).toBe(0);
  });

  it('compares pair by pair: a steady gain shows through a drift that swamps the medians', () => {
    // The machine slows down run after run; each pair ran at the same moment and slowdown.
    const drift = [0, 300, 600, 900, 1200];
    const before = drift.map((added) => run(70, 500 + added));
    const after = drift.map((added) => run(72, 400 + added));
    // Medians alone: -100 ms against a spread of 600 ms in each build.
    expect(median(after.map((r) => r.tbt)) - median(before.map((r) => r.tbt))).toBe(-100);
    expect(spread(before.map((r) => r.tbt))).toBe(600);
    const [tbt, performance] = comparePairs(before, after, ['tbt', 'performance']);
    expect(tbt).toMatchObject({
      difference: -100,
      spread: 0,
      meaningful: true,
      lower: 5,
      pairs: 5,
    });
    expect(performance).toMatchObject({ difference: 2, meaningful: true, lower: 0 });
    expect(describePair(tbt!)).toBe('tbt -100* (spread 0, lower 5/5)');
    expect(describePair(performance!)).toBe('performance +2* (spread 0, lower 0/5)');
    expect(() => comparePairs(before, after.slice(1), ['tbt'])).toThrow(/pairs/);
    // One pair has no spread to judge against.
    const [single] = comparePairs(before.slice(0, 1), after.slice(0, 1), ['tbt']);
    expect(single).toMatchObject({ difference: -100, meaningful: false });
  });
});
