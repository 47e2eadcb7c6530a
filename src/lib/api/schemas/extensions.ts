import * as z from 'zod/mini';
import { dateTime, id, iqd, numbers, object, text } from './fields';

/** One of GET /users/favourites; POST and PUT answer the saved one. */
export const favourite = object({
  favouriteId: id,
  name: text,
  numbers,
  created: dateTime,
});

/** GET /users/terms and PUT /users/terms. */
export const termsState = object({
  latestVersion: text,
  latestEffectiveFrom: text,
  acceptedVersion: z.nullable(text),
  acceptedAt: z.nullable(dateTime),
  latestAccepted: z.boolean(),
});

const selfExclusionLength = z.enum([
  'SIX_MONTHS',
  'ONE_YEAR',
  'TWO_YEARS',
  'FIVE_YEARS',
  'PERMANENT',
]);

const payoutMethod = z.enum(['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD']);
const payoutAccount = object({ method: payoutMethod, walletNumber: text });

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
