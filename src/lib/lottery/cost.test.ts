import { describe, expect, it } from 'vitest';
import { ticketCost } from './cost';

const grid = [1, 2, 3, 4, 5, 6];

describe('ticketCost', () => {
  it('is complete grids x draws x price', () => {
    expect(ticketCost([grid, grid], 1, 1000)).toBe(2000);
    expect(ticketCost([grid, grid, grid], 2, 1000)).toBe(6000);
  });

  it('ignores unfinished grids', () => {
    expect(ticketCost([grid, [1, 2, 3]], 2, 1000)).toBe(2000);
  });

  it('is 0 without draws, grids or a known price', () => {
    expect(ticketCost([grid], 0, 1000)).toBe(0);
    expect(ticketCost([], 3, 1000)).toBe(0);
    expect(ticketCost([grid], 1, undefined)).toBe(0);
    expect(ticketCost([grid], 1, 999.5)).toBe(0);
  });

  it('stays an integer', () => {
    expect(Number.isInteger(ticketCost([grid, grid, grid], 7, 1250))).toBe(true);
    expect(ticketCost([grid, grid, grid], 7, 1250)).toBe(26_250);
  });
});
