import { PAYMENT_METHODS } from '../types/payment-methods';
import * as z from 'zod/mini';
import { dateTime, iqd, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { oneOf, passwordQuery } from './request-fields';

/**
 * Self-exclusion with a length (extension, decision 0207): the spec's self-block carries none.
 * PERMANENT is offered only where the backend lists it.
 */
export const selfExclusionLength = z.enum([
  'SIX_MONTHS',
  'ONE_YEAR',
  'TWO_YEARS',
  'FIVE_YEARS',
  'PERMANENT',
]);

const payoutMethod = z.enum(PAYMENT_METHODS);
/** A saved payout account the money left is paid out to (decision 0255). */
export const payoutAccount = object({ method: payoutMethod, walletNumber: text });

/**
 * GET /users/self-exclusion: the lengths the backend offers (decision 0207) and, optionally, what
 * becomes of the money left (decision 0255): the withdrawable amount, and the saved payout account
 * it is paid out to after the exclusion, or null when the player should withdraw it first.
 */
export const selfExclusionOptions = object({
  lengths: z.array(selfExclusionLength),
  moneyLeft: z.optional(object({ withdrawable: iqd, payoutTo: z.nullable(payoutAccount) })),
});

/**
 * POST /users/self-exclusion: the exclusion in force; `until` null means permanently. `payout`
 * (decision 0255): the money paid out to the saved account, null when none was.
 */
export const selfExclusion = object({
  length: selfExclusionLength,
  until: z.nullable(dateTime),
  payout: z.optional(
    z.nullable(
      object({ amount: iqd, method: payoutMethod, walletNumber: text, transactionId: text }),
    ),
  ),
});

/** Self-exclusion with a length (extension): documented, read unchecked (decision 0202). */
export const SELF_EXCLUSION = defineCalls({
  getSelfExclusionOptions: {
    extension: true,
    summary: 'The self-exclusion lengths the backend offers',
    answer: { name: 'SelfExclusionOptions', schema: selfExclusionOptions, checked: false },
  },
  excludeSelf: {
    extension: true,
    refusals: [403],
    summary: 'Exclude oneself from play for a length (or permanently), with the password',
    // The password in the query, as on self-block (decision 0207).
    request: {
      query: passwordQuery,
      body: z.looseObject({
        length: oneOf(['SIX_MONTHS', 'ONE_YEAR', 'TWO_YEARS', 'FIVE_YEARS', 'PERMANENT']),
      }),
    },
    answer: { name: 'SelfExclusion', schema: selfExclusion, checked: false },
  },
});
