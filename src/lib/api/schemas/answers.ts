import type * as z from 'zod/mini';
import { DEFINITIONS } from '../contract';
import type { CallDefinition, Infer } from '../contract/define';

type Defined = typeof DEFINITIONS;

/** The answers of the calls defined once (src/lib/api/contract) that the app checks. */
type Schema<D> = D extends { answer: { schema: infer S extends z.ZodMiniType } } ? S : never;
type Answered = {
  [K in keyof Defined]: [Schema<Defined[K]>] extends [never]
    ? never
    : Defined[K] extends { answer: { checked: false } }
      ? never
      : K;
}[keyof Defined];

/**
 * What each money and ticket call answers: the type of its definition's schema (`z.infer`, so the
 * two cannot drift), for the calls whose answer is checked.
 */
export type AnswerTypes = { [K in Answered]: Infer<Schema<Defined[K]>> };

export type CheckedCall = keyof AnswerTypes;

/**
 * One schema per checked answer, by call id. The app parses each call's answer with it
 * (check-answer.ts); the fake's tests parse the fake's answers with the same schemas
 * (mock-server/handlers/lottery/answers.test.ts).
 */
export const ANSWERS = Object.fromEntries(
  Object.entries(DEFINITIONS).flatMap(([id, d]: [string, CallDefinition]) =>
    d.answer && d.answer.checked !== false ? [[id, d.answer.schema]] : [],
  ),
) as { [K in Answered]: Schema<Defined[K]> };
