import { z } from 'zod';
import { PRESET_NAMES } from '../pipeline/network/presets';
import { worldSeed } from './workbench-schemas';

/** Request schemas of the network presets (decision 0270). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID');

const preset = z.strictObject({
  name: z.enum(PRESET_NAMES),
  everyDay: z.boolean().optional(),
  dates: z
    .array(z.strictObject({ from: isoDate, to: isoDate }))
    .min(1)
    .max(20)
    .optional(),
  bytesPerSecond: z.number().int().min(100).max(100_000_000).optional(),
  minLatencyMs: z.number().int().min(0).max(60_000).optional(),
  maxLatencyMs: z.number().int().min(0).max(60_000).optional(),
  probability: z.number().min(0).max(1).optional(),
});

export const networkBody = z.strictObject({
  seed: worldSeed,
  presets: z.array(preset).max(8),
});
