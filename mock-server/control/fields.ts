import { z } from 'zod';

/**
 * Building blocks of the control API's request schemas (zod: the QA panel's types are inferred
 * from them, decision 0266). The lottery calls' fields are their definitions'
 * (src/lib/api/contract/request-fields.ts, zod/mini).
 */

/** Names, codes, paths: a string of at most `max` characters. */
export const text = (max = 100) => z.string().max(max);

/** A numeric id in the path. */
export const idParam = z
  .string()
  .regex(/^\d{1,12}$/, 'expected a positive integer id')
  .transform(Number);
