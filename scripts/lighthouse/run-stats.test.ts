import { describe, expect, it } from 'vitest';
import { compareRuns, median, spread, type RunFigures } from './run-stats';

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

  it('calls a difference meaningful only when it exceeds the spread', () => {
    const before = [70, 72, 74, 71, 73].map((score) => run(score, 1500));
    const close = [71, 73, 75, 72, 74].map((score) => run(score, 1480));
    const far = [90, 91, 92, 93, 94].map((score) => run(score, 300));
    const [performanceClose] = compareRuns(before, close, ['performance']);
    expect(performanceClose).toMatchObject({ difference: 1, meaningful: false });
    const [performanceFar, tbtFar] = compareRuns(before, far, ['performance', 'tbt']);
    expect(performanceFar).toMatchObject({ difference: 20, meaningful: true });
    expect(tbtFar).toMatchObject({ difference: -1200, meaningful: true });
  });
});
