import { z } from 'zod';
import { idParam, text } from './fields';
import { FAULT_KINDS } from '../pipeline/faults';
import { MAX_WILDCARDS, wildcardsOf } from '../pipeline/path-glob';
import { clockStartField } from './schemas';
import { onNthAlone, sequenceFields } from './sequence-schemas';

/** Request schemas of the workbench control routes: worlds, journal, faults, scripts. */
const MAX_MS = 24 * 3_600_000;
const ms = z.number().int().min(0).max(MAX_MS);

/** `id` (optional) names the world, e.g. one per Playwright worker; an existing one is reseeded. */
export const createWorldBody = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'INVALID')
    .optional(),
  clockStart: clockStartField.optional(),
  /** Reseed the named world if it exists: without it, an existing world answers 409. */
  reseed: z.boolean().optional(),
});

export const worldIdParams = z.strictObject({ worldId: text(64) });

/** Times are ISO instants or epoch milliseconds. */
export const journalQuery = z.strictObject({
  method: text(10).optional(),
  path: text(200).optional(),
  player: text(32).optional(),
  since: text(40).optional(),
  until: text(40).optional(),
});

const faultRule = z
  .strictObject({
    method: text(10).optional(),
    // Matched in pattern x path steps (pipeline/path-glob.ts); the size caps keep that small.
    path: text(200).refine((path) => wildcardsOf(path) <= MAX_WILDCARDS, {
      message: `at most ${MAX_WILDCARDS} wildcards (* or :name)`,
    }),
    kind: z.enum(FAULT_KINDS),
    probability: z.number().min(0).max(1).optional(),
    count: z.number().int().min(1).max(10_000).optional(),
    ...sequenceFields,
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    maxDelayMs: z.number().int().min(0).max(60_000).optional(),
  })
  .refine(...onNthAlone('count'));

/** A world's seed for its probabilistic rules and presets: an unsigned 32-bit integer. */
export const worldSeed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();

export const faultsBody = z.strictObject({
  seed: worldSeed,
  rules: z.array(faultRule).max(50),
});

export const scriptBody = z.strictObject({
  nextDeposit: z
    .strictObject({ pendingForMs: ms, then: z.enum(['success', 'failure', 'timeout']) })
    .optional(),
  nextPayout: z.strictObject({ pendingForMs: ms, then: z.enum(['success', 'failure']) }).optional(),
});

export const drawIdParams = z.strictObject({
  drawId: idParam,
});

export const drawDelayBody = z.strictObject({ delayMs: ms });
