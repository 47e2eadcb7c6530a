import type { Iqd } from '@/lib/api/types';
import { completeGrids, DEFAULT_PICK_RULES, type Grid, type PickRules } from './pick-rules';

/**
 * The running cost of a ticket: complete grids x draws x price per grid per draw (integer IQD).
 * Unfinished grids cost nothing. A price that is not a whole non-negative number counts as unknown (0).
 */
export function ticketCost(
  grids: Grid[],
  drawCount: number,
  pricePerGridPerDraw: Iqd | undefined,
  rules: PickRules = DEFAULT_PICK_RULES,
): Iqd {
  if (pricePerGridPerDraw === undefined || !Number.isInteger(pricePerGridPerDraw)) return 0;
  if (pricePerGridPerDraw < 0 || !Number.isInteger(drawCount) || drawCount < 0) return 0;
  return completeGrids(grids, rules).length * drawCount * pricePerGridPerDraw;
}
