import * as z from 'zod/mini';
import { dateTime, iqd, object } from '../schemas/fields';
import { defineCalls } from './define';
import { oneOf } from './request-fields';

/** Minutes, a whole positive number. */
const minutes = z.int().check(z.positive());

/**
 * GET /users/session-limit (decision 0282): the player's own session length (from the next
 * login), the lengths offered, the operator's cap and cooling-off, and this session's end.
 */
export const sessionLimit = object({
  serverTime: dateTime,
  /** The player's own length; null: none chosen. */
  minutes: z.nullable(minutes),
  choices: z.array(minutes),
  /** The operator's cap on every session; null: none. */
  operatorMinutes: z.nullable(minutes),
  /** The wait after a session that reached its cap, before the next login. */
  coolingOffMinutes: z.int().check(z.nonnegative()),
  session: object({
    startedAt: dateTime,
    /** null: this session has no cap. */
    endsAt: z.nullable(dateTime),
    /** When the next login is possible if this session reaches its cap; null with no cap. */
    coolingOffUntil: z.nullable(dateTime),
  }),
});

export const overviewFrequency = z.enum(['DAY', 'WEEK', 'FORTNIGHT', 'MONTH']);

/**
 * GET /users/spending-overview (decision 0283): the money of the period since the player last saw
 * it, against their limits; `due` when the app shows it at login.
 */
export const spendingOverview = object({
  frequency: overviewFrequency,
  due: z.boolean(),
  from: dateTime,
  to: dateTime,
  /** When it is due next (from the last time seen). */
  nextAt: dateTime,
  deposits: iqd,
  spent: iqd,
  won: iqd,
  /** won less spent: negative when play cost more than it gave back. */
  net: iqd,
  limits: z.array(
    object({
      kind: z.enum(['DEPOSIT', 'SPENDING']),
      period: z.enum(['DAY', 'WEEK', 'MONTH']),
      amount: iqd,
      used: iqd,
      remaining: iqd,
    }),
  ),
});

const SESSION = { name: 'SessionLimit', schema: sessionLimit };
const OVERVIEW = { name: 'SpendingOverview', schema: spendingOverview };

/** Session caps and the spending overview (extensions; a 404 hides each feature). */
export const PLAY_SESSION = defineCalls({
  getSessionLimit: {
    extension: true,
    summary:
      "The player's session length (from the next login), the lengths offered, the operator's cap and cooling-off, and this session's end",
    answer: SESSION,
  },
  setSessionLimit: {
    extension: true,
    summary:
      'Sets the session length in minutes (one of choices) or none (null); it applies from the next login',
    // Shape and type here; the domain keeps which lengths exist (decision 0282).
    request: { body: z.looseObject({ minutes: z.nullable(z.number({ error: 'INVALID' })) }) },
    answer: SESSION,
  },
  getSpendingOverview: {
    extension: true,
    summary:
      'Deposits, spend, wins and net since the player last saw the overview, against their limits; due: show it now',
    answer: OVERVIEW,
  },
  setSpendingOverviewFrequency: {
    extension: true,
    summary: 'How often the overview is due: DAY, WEEK, FORTNIGHT (the default) or MONTH',
    request: { body: z.looseObject({ frequency: oneOf(['DAY', 'WEEK', 'FORTNIGHT', 'MONTH']) }) },
    answer: OVERVIEW,
  },
  markSpendingOverviewSeen: {
    extension: true,
    summary: 'The player saw the overview: its next period starts now',
    answer: OVERVIEW,
  },
});
