import type { z } from 'zod/mini';
import { ANSWERS, type CheckedCall } from '../../../src/lib/api/schemas/answers';
import { DOCUMENTED_ANSWERS, type DocumentedCall } from '../../../src/lib/api/schemas/documented';
import { definitions } from '../../../src/lib/api/contract';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** A call with an answer schema: checked by the app (ANSWERS) or documented only (decision 0202). */
export type AnsweredCall = CheckedCall | DocumentedCall;

const SCHEMAS: Record<AnsweredCall, z.ZodMiniType> = { ...ANSWERS, ...DOCUMENTED_ANSWERS };

/** The component name of each call's answer (its type's name in src/lib/api/types). */
const ANSWER_NAMES = Object.fromEntries(
  definitions().flatMap(([id, d]) => (d.answer ? [[id, d.answer.name]] : [])),
) as Record<AnsweredCall, string>;

export const isCheckedCall = (id: string): id is CheckedCall => id in ANSWERS;

export const isAnsweredCall = (id: string): id is AnsweredCall => id in SCHEMAS;

/** The zod schema of a call's answer, the one its component was generated from. */
export const answerSchema = (id: AnsweredCall) => SCHEMAS[id];

export const answerName = (id: AnsweredCall) => ANSWER_NAMES[id];

/** Every answer schema as JSON Schema, by component name (a name shared by calls appears once). */
export function answerComponents(): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const id of Object.keys(SCHEMAS) as AnsweredCall[])
    components[ANSWER_NAMES[id]] ??= jsonSchemaOf(SCHEMAS[id], { closed: true });
  return components;
}
