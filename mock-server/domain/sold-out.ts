/**
 * Which grids are sold out: by name (`all`, `partial` = the first grid of the first ticket) or by
 * the numbers QA chose (`{ numbers: [[1,2,3,4,5,6]] }`: a grid holding exactly those six numbers,
 * in any order, is sold out; every other grid still sells).
 */
export type SoldOut = 'none' | 'partial' | 'all' | { numbers: number[][] };

const keyOf = (grid: readonly number[]) => [...grid].sort((a, b) => a - b).join(',');

/** Per ticket, per grid: whether that grid is sold out (`partial` is decided by the caller). */
export function soldGrids(soldOut: SoldOut, tickets: readonly { tips: number[][] }[]): boolean[][] {
  if (typeof soldOut === 'string') {
    return tickets.map((t) => t.tips.map(() => soldOut === 'all'));
  }
  const chosen = new Set(soldOut.numbers.map(keyOf));
  return tickets.map((t) => t.tips.map((grid) => chosen.has(keyOf(grid))));
}
