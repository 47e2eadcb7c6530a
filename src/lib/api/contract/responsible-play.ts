import * as z from 'zod/mini';
import { dateTime, iqd, object } from '../schemas/fields';
import { defineCalls } from './define';
import { amount, oneOf } from './request-fields';

/** Fixed windows of 24 hours, 7 days and 30 days, counted from when the limit was first set. */
const limitPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);

export const playLimit = object({
  kind: z.enum(['DEPOSIT', 'SPENDING']),
  period: limitPeriod,
  /** The limit in force. */
  amount: iqd,
  /** Deposited (or spent) in the current window. */
  used: iqd,
  remaining: iqd,
  /** When the current window ends and `used` starts again from 0. */
  resetsAt: dateTime,
  /** An increase or removal waiting its 24 hours; `amount` null: the limit is being removed. */
  pending: z.nullable(object({ amount: z.nullable(iqd), appliesAt: dateTime })),
});

/**
 * GET /users/responsible-play, and the answer of every call that changes it (extension,
 * docs/decisions/0017-extension-calls-responsible-play.md). Times are ISO 8601 instants.
 */
export const responsiblePlayState = object({
  serverTime: dateTime,
  limits: z.array(playLimit),
  /** A time-out in force, null when none. */
  timeOutUntil: z.nullable(dateTime),
  realityCheckMinutes: z.literal([0, 15, 30, 60]),
  /** This login's session: the reality check's facts. */
  session: object({ startedAt: dateTime, spent: iqd, won: iqd }),
});

const STATE = {
  name: 'ResponsiblePlayState',
  schema: responsiblePlayState,
  checked: false as const,
};

/** Limits, time-out and reality check (extension): documented, read unchecked (decision 0202). */
export const RESPONSIBLE_PLAY = defineCalls({
  getResponsiblePlay: {
    extension: true,
    summary: "The player's limits, time-out and reality check",
    answer: STATE,
  },
  setPlayLimit: {
    extension: true,
    summary: 'Set a deposit or spending limit',
    // Shape and type: the domain keeps its limit rules and codes (decision 0017).
    request: {
      body: z.looseObject({
        kind: oneOf(['DEPOSIT', 'SPENDING']),
        period: oneOf(['DAY', 'WEEK', 'MONTH']),
        amount: z.nullable(amount),
      }),
    },
    answer: STATE,
  },
  takeTimeOut: {
    extension: true,
    refusals: [409],
    summary: 'Take a time-out from play',
    request: { body: z.looseObject({ length: oneOf(['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS']) }) },
    answer: STATE,
  },
  setRealityCheck: {
    extension: true,
    summary: 'Set the reality-check interval',
    request: { body: z.looseObject({ intervalMinutes: z.number() }) },
    answer: STATE,
  },
});
