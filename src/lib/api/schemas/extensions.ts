import * as z from 'zod/mini';
import { dateTime, id, iqd, numbers, object, text } from './fields';

const limit = object({
  kind: z.enum(['DEPOSIT', 'SPENDING']),
  period: z.enum(['DAY', 'WEEK', 'MONTH']),
  amount: iqd,
  used: iqd,
  remaining: iqd,
  resetsAt: dateTime,
  pending: z.nullable(object({ amount: z.nullable(iqd), appliesAt: dateTime })),
});

/** GET /users/responsible-play, and the answer of every call that changes it. */
export const responsiblePlayState = object({
  serverTime: dateTime,
  limits: z.array(limit),
  timeOutUntil: z.nullable(dateTime),
  realityCheckMinutes: z.literal([0, 15, 30, 60]),
  session: object({ startedAt: dateTime, spent: iqd, won: iqd }),
});

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

/** GET /users/self-exclusion: the lengths the backend offers (decision 0207). */
export const selfExclusionOptions = object({ lengths: z.array(selfExclusionLength) });

/** POST /users/self-exclusion: the exclusion in force; `until` null means permanently. */
export const selfExclusion = object({ length: selfExclusionLength, until: z.nullable(dateTime) });
