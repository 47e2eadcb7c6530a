import * as z from 'zod/mini';
import type { AlertInbox, AlertPreferences, Favourite, TermsState } from '../types';
import { alertInbox, alertPreferences } from './alerts';
import { favourite, termsState } from './extensions';
import type { Same } from './same';
import { DEFINITIONS } from '../contract';
import type { CallDefinition, Infer } from '../contract/define';

type Defined = typeof DEFINITIONS;
type Schema<D> = D extends { answer: { schema: infer S extends z.ZodMiniType } } ? S : never;
/** The calls defined once whose answer the app reads unchecked (`checked: false`). */
type Documented = {
  [K in keyof Defined]: Defined[K] extends { answer: { checked: false } } ? K : never;
}[keyof Defined];

const definedDocumented = () =>
  Object.fromEntries(
    Object.entries(DEFINITIONS).flatMap(([id, d]: [string, CallDefinition]) =>
      d.answer?.checked === false ? [[id, d.answer.schema]] : [],
    ),
  ) as { [K in Documented]: Schema<Defined[K]> };

type DefinedDocumented = { [K in Documented]: Infer<Schema<Defined[K]>> };

/** What each remaining call answers, as the app's types say: documented, not checked. */
export interface DocumentedTypes extends DefinedDocumented {
  getFavourites: Favourite[];
  createFavourite: Favourite;
  updateFavourite: Favourite;
  getTerms: TermsState;
  acceptTerms: TermsState;
  getAlertPreferences: AlertPreferences;
  setAlertPreferences: AlertPreferences;
  getAlerts: AlertInbox;
  readAlerts: AlertInbox;
}

export type DocumentedCall = keyof DocumentedTypes;

/**
 * The answers the app reads without a runtime check (decision 0202): their schemas describe them
 * in the OpenAPI documents and check the fake's answers in the contracts suite. App code must not
 * import this map: the app would carry zod and these schemas for nothing.
 */
export const DOCUMENTED_ANSWERS = {
  ...definedDocumented(),
  getFavourites: z.array(favourite),
  createFavourite: favourite,
  updateFavourite: favourite,
  getTerms: termsState,
  acceptTerms: termsState,
  getAlertPreferences: alertPreferences,
  setAlertPreferences: alertPreferences,
  getAlerts: alertInbox,
  readAlerts: alertInbox,
} satisfies { [K in DocumentedCall]: z.ZodMiniType<DocumentedTypes[K]> };

/** The calls whose schema does not read exactly their type; `never` when all match. */
type Drifted = {
  [K in DocumentedCall]: Same<
    z.output<(typeof DOCUMENTED_ANSWERS)[K]>,
    DocumentedTypes[K]
  > extends true
    ? never
    : K;
}[DocumentedCall];

// A schema that drifted from its type fails to compile here, naming the call.
export const everyDocumentedSchemaMatchesItsType: [Drifted] extends [never] ? true : Drifted = true;
