import { describe, expect, it } from 'vitest';
import {
  boardNumbers,
  completeGrids,
  fillGrid,
  isGridComplete,
  quickPick,
  ticketProblem,
  toggleNumber,
} from './pick-rules';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('pick rules', () => {
  it('offers the numbers 1 to 29', () => {
    expect(boardNumbers()).toHaveLength(29);
    expect(boardNumbers()[0]).toBe(1);
    expect(boardNumbers()[28]).toBe(29);
  });

  it('toggles a number on and off, keeping the grid sorted', () => {
    expect(toggleNumber([5, 9], 3)).toEqual([3, 5, 9]);
    expect(toggleNumber([3, 5, 9], 5)).toEqual([3, 9]);
  });

  it('refuses a seventh number and numbers off the board', () => {
    const full = [1, 2, 3, 4, 5, 6];
    expect(toggleNumber(full, 7)).toBe(full);
    expect(toggleNumber([1], 30)).toEqual([1]);
    expect(toggleNumber([1], 0)).toEqual([1]);
  });

  it('calls a grid complete only with exactly 6 distinct numbers from 1 to 29', () => {
    expect(isGridComplete([1, 2, 3, 4, 5, 6])).toBe(true);
    expect(isGridComplete([1, 2, 3, 4, 5])).toBe(false);
    expect(isGridComplete([1, 1, 3, 4, 5, 6])).toBe(false);
    expect(isGridComplete([1, 2, 3, 4, 5, 30])).toBe(false);
    expect(completeGrids([[1, 2, 3, 4, 5, 6], [7]])).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('quick pick gives 6 distinct numbers on the board', () => {
    for (let i = 0; i < 50; i++) expect(isGridComplete(quickPick())).toBe(true);
    expect(quickPick(sequence(0))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(quickPick(sequence(0.9999))).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('fills a started grid without touching its numbers', () => {
    const filled = fillGrid([29, 2], sequence(0));
    expect(filled).toEqual([1, 2, 3, 4, 5, 29]);
  });

  it('names what blocks a ticket: incomplete grid, no grid, no draw', () => {
    const grid = [1, 2, 3, 4, 5, 6];
    expect(ticketProblem([grid, [1, 2]], [1])).toBe('incomplete-grid');
    expect(ticketProblem([[]], [1])).toBe('no-complete-grid');
    expect(ticketProblem([grid, []], [])).toBe('no-draw');
    expect(ticketProblem([grid, []], [7])).toBeNull();
  });
});
