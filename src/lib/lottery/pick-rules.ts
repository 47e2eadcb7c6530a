/** What a grid must hold; the ticket type answered by the backend can override the defaults. */
export interface PickRules {
  numbersToPick: number;
  highestNumber: number;
}

/** Section 9: 6 numbers out of 29. */
export const DEFAULT_PICK_RULES: PickRules = { numbersToPick: 6, highestNumber: 29 };

/** One grid: the picked numbers, ascending. */
export type Grid = number[];

const ascending = (a: number, b: number) => a - b;

export const boardNumbers = (rules: PickRules = DEFAULT_PICK_RULES): number[] =>
  Array.from({ length: rules.highestNumber }, (_, i) => i + 1);

/**
 * Picks or unpicks one number. A pick beyond the allowed count, or outside 1..highest, is refused
 * (the grid comes back unchanged), so a grid can never hold more than 6 numbers.
 */
export function toggleNumber(grid: Grid, n: number, rules: PickRules = DEFAULT_PICK_RULES): Grid {
  if (grid.includes(n)) return grid.filter((x) => x !== n);
  if (!Number.isInteger(n) || n < 1 || n > rules.highestNumber) return grid;
  if (grid.length >= rules.numbersToPick) return grid;
  return [...grid, n].sort(ascending);
}

export const isGridComplete = (grid: Grid, rules: PickRules = DEFAULT_PICK_RULES): boolean =>
  grid.length === rules.numbersToPick &&
  new Set(grid).size === grid.length &&
  grid.every((n) => Number.isInteger(n) && n >= 1 && n <= rules.highestNumber);

export const completeGrids = (grids: Grid[], rules: PickRules = DEFAULT_PICK_RULES): Grid[] =>
  grids.filter((grid) => isGridComplete(grid, rules));

/** Random 6 of 29; `random` is injectable so tests are deterministic. */
export function quickPick(
  random: () => number = Math.random,
  rules: PickRules = DEFAULT_PICK_RULES,
): Grid {
  return fillGrid([], random, rules);
}

/** Completes a partly picked grid with random numbers not yet in it. */
export function fillGrid(
  grid: Grid,
  random: () => number = Math.random,
  rules: PickRules = DEFAULT_PICK_RULES,
): Grid {
  const pool = boardNumbers(rules).filter((n) => !grid.includes(n));
  const picked = [...grid];
  while (picked.length < rules.numbersToPick && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(...pool.splice(index, 1));
  }
  return picked.sort(ascending);
}

export type TicketProblem = 'no-complete-grid' | 'incomplete-grid' | 'no-draw';

/**
 * Why a ticket cannot go to the cart yet, or null. A half-picked grid blocks (the player must
 * finish or clear it), so nothing is silently dropped.
 */
export function ticketProblem(
  grids: Grid[],
  drawIds: number[],
  rules: PickRules = DEFAULT_PICK_RULES,
): TicketProblem | null {
  const started = grids.filter((grid) => grid.length > 0);
  if (started.some((grid) => !isGridComplete(grid, rules))) return 'incomplete-grid';
  if (started.length === 0) return 'no-complete-grid';
  if (drawIds.length === 0) return 'no-draw';
  return null;
}
