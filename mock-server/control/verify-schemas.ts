import { z } from 'zod';
import { text } from './fields';
import { MAX_WILDCARDS, wildcardsOf } from '../pipeline/path-glob';

/** Request schemas of verification: `POST /verify` and `GET /journal/count`. */
const pathGlob = text(200).refine((path) => wildcardsOf(path) <= MAX_WILDCARDS, {
  message: `at most ${MAX_WILDCARDS} wildcards (* or :name)`,
});
const count = z.number().int().min(0).max(100_000);

const times = z
  .strictObject({ exactly: count.optional(), atLeast: count.optional(), atMost: count.optional() })
  .refine((t) => t.exactly === undefined || (t.atLeast === undefined && t.atMost === undefined), {
    message: 'exactly cannot be combined with atLeast or atMost',
  });

export const verifyBody = z.strictObject({
  method: text(10).optional(),
  path: pathGlob.optional(),
  player: text(32).optional(),
  body: z.record(z.string().max(64), z.unknown()).optional(),
  headers: z.record(z.string().max(64), text(500)).optional(),
  /** Query parameters, each with its exact value (as journaled: masked values stay masked). */
  query: z.record(z.string().max(64), text(500)).optional(),
  times: times.optional(),
});

export const journalCountQuery = z.strictObject({
  method: text(10).optional(),
  path: pathGlob.optional(),
  player: text(32).optional(),
});
