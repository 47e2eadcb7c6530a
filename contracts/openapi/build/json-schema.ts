import * as z from 'zod';
import type { z as zm } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod (or zod/mini) schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Input mode: what
 * the schema accepts, so an object allows fields it does not name (the app ignores them).
 */
export function jsonSchemaOf(schema: z.ZodType | zm.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The spec's error body (src/lib/api/types/common.ts ApiErrorBody). */
export const API_ERROR: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', description: 'A code such as VALIDATION_FAILED' },
    message: { type: 'string', description: 'Human-readable English text' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code'],
        properties: { field: { type: 'string' }, code: { type: 'string' } },
      },
    },
    details: { type: 'object', description: 'Figures of the refusal, e.g. a limit' },
  },
};
