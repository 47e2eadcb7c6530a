import { z } from 'zod';

/**
 * Sequenced firing, shared by fault rules and `failNext`: `skip` lets the first N matching calls
 * through, `onNth` fires on the Nth matching call only (1-based).
 */
export const sequenceFields = {
  skip: z.number().int().min(0).max(10_000).optional(),
  onNth: z.number().int().min(1).max(10_000).optional(),
};

/**
 * `onNth` names one call, so it cannot be combined with `skip` or a count (`count` / `times`):
 * refused with 400 rather than guessing which one wins.
 */
export const onNthAlone = (
  countKey: string,
): [(rule: Record<string, unknown>) => boolean, { message: string; path: string[] }] => [
  (rule) => rule.onNth === undefined || (rule.skip === undefined && rule[countKey] === undefined),
  { message: `onNth cannot be combined with skip or ${countKey}`, path: ['onNth'] },
];
