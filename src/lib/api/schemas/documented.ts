import type * as z from 'zod/mini';
import { DEFINITIONS } from '../contract';
import type { CallDefinition, Infer } from '../contract/define';

type Defined = typeof DEFINITIONS;
type Schema<D> = D extends { answer: { schema: infer S extends z.ZodMiniType } } ? S : never;
/** The calls defined once whose answer the app reads unchecked (`checked: false`). */
type Documented = {
  [K in keyof Defined]: Defined[K] extends { answer: { checked: false } } ? K : never;
}[keyof Defined];

/** What each unchecked call answers: the type of its definition's schema (`z.infer`). */
export type DocumentedTypes = { [K in Documented]: Infer<Schema<Defined[K]>> };

export type DocumentedCall = keyof DocumentedTypes;

/**
 * The answers the app reads without a runtime check (decision 0202): their schemas describe them
 * in the OpenAPI documents and check the fake's answers in the contracts suite. App code must not
 * import this map: the app would carry zod and these schemas for nothing.
 */
export const DOCUMENTED_ANSWERS = Object.fromEntries(
  Object.entries(DEFINITIONS).flatMap(([id, d]: [string, CallDefinition]) =>
    d.answer?.checked === false ? [[id, d.answer.schema]] : [],
  ),
) as { [K in Documented]: Schema<Defined[K]> };
