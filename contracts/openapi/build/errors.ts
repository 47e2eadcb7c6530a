import { REFUSAL_DETAILS } from '../../../src/lib/api/schemas/refusals';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

const CODES = Object.keys(REFUSAL_DETAILS) as (keyof typeof REFUSAL_DETAILS)[];

/** SPENDING_LIMIT_EXCEEDED → SpendingLimitExceededRefusal. */
const nameOf = (code: string) =>
  `${code.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase())}Refusal`;

const common = {
  message: { type: 'string', description: 'Human-readable English text' },
  errors: {
    type: 'array',
    description: 'Per-field problems of a VALIDATION_FAILED refusal',
    items: {
      type: 'object',
      required: ['field', 'code'],
      properties: { field: { type: 'string' }, code: { type: 'string' } },
      additionalProperties: false,
    },
  },
};

/**
 * The spec's error body (src/lib/api/types/common.ts ApiErrorBody), one schema per refusal code
 * that carries `details` (src/lib/api/schemas/refusals.ts), with that code's figures, and one for
 * every other code, which carries none.
 */
export function errorComponents(): Record<string, JsonSchema> {
  const detailed = Object.fromEntries(
    CODES.map((code) => [
      nameOf(code),
      {
        type: 'object',
        required: ['status', 'message'],
        properties: {
          status: { const: code },
          ...common,
          details: jsonSchemaOf(REFUSAL_DETAILS[code], { closed: true }),
        },
        additionalProperties: false,
      },
    ]),
  );
  return {
    ApiError: {
      description:
        'A refusal: `status` is its code (section 8), `details` its figures where the code has any (anyOf: `Refusal` excludes the codes listed after it).',
      anyOf: [
        { $ref: '#/components/schemas/Refusal' },
        ...CODES.map((code) => ({ $ref: `#/components/schemas/${nameOf(code)}` })),
      ],
    },
    Refusal: {
      type: 'object',
      required: ['status', 'message'],
      properties: {
        status: {
          type: 'string',
          description: 'A code such as VALIDATION_FAILED (one without details)',
          not: { enum: CODES },
        },
        ...common,
      },
      additionalProperties: false,
    },
    ...detailed,
  };
}
