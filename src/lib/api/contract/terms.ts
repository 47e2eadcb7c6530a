import * as z from 'zod/mini';
import { dateTime, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { upTo } from './request-fields';

/**
 * GET /users/terms and PUT /users/terms (extension, docs/decisions/0179-extension-calls-terms.md):
 * the latest terms and conditions and what this player accepted.
 */
export const termsState = object({
  /** The version a purchase needs, e.g. `2026-09`. */
  latestVersion: text,
  /** `yyyy-MM-dd`: the day the latest version took effect. */
  latestEffectiveFrom: text,
  /** The newest version this player accepted; null when none. */
  acceptedVersion: z.nullable(text),
  /** When that version was accepted; null when none. */
  acceptedAt: z.nullable(dateTime),
  /** acceptedVersion is the latest version: purchases are allowed as far as terms go. */
  latestAccepted: z.boolean(),
});

const STATE = { name: 'TermsState', schema: termsState, checked: false as const };

/** The terms a purchase needs (extension): documented, read unchecked (decision 0202). */
export const TERMS = defineCalls({
  getTerms: {
    extension: true,
    summary: 'The terms version and whether the player accepted it',
    answer: STATE,
  },
  acceptTerms: {
    extension: true,
    refusals: [409],
    summary: 'Accept the current terms',
    // Which versions exist is the backend's rule, with its own codes (decision 0179).
    request: { body: z.looseObject({ version: upTo(40) }) },
    answer: STATE,
  },
});
