import { describe, expect, it } from 'vitest';
import { cpuMultiplier } from './cpu-multiplier';

describe('cpuMultiplier (Lighthouse throttling calculator)', () => {
  it('matches the calculator at its anchor points', () => {
    expect(cpuMultiplier(150)).toBe(1);
    expect(cpuMultiplier(800)).toBe(2);
    expect(cpuMultiplier(1300)).toBe(3);
    expect(cpuMultiplier(1533)).toBeCloseTo(4, 5);
    expect(cpuMultiplier(2000)).toBeCloseTo(6.004, 3);
  });

  it('gives 8x to 10x on this machine when it is quiet', () => {
    expect(cpuMultiplier(2500)).toBeCloseTo(8.15, 2);
    expect(cpuMultiplier(2900)).toBeCloseTo(9.87, 2);
  });

  it('never speeds a slow machine up and refuses a missing index', () => {
    expect(cpuMultiplier(100)).toBe(1);
    expect(() => cpuMultiplier(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuMultiplier(0)).toThrow(/benchmark index/);
  });
});
