import { MatchersV3 } from '@pact-foundation/pact';
import { iqd, serverDateTime } from './matchers';
import { DEMO_PASSWORD } from '../../../fixtures/demo-players';

// The responsible-play extension's bodies as Pact matchers.
const { integer, nullValue, regex } = MatchersV3;

export const PHONE = '07701234567';
export const PASSWORD = DEMO_PASSWORD;
export const SPENDING_MESSAGE =
  'The cost of your purchase will exceed your spending limit, please try again.';

export const limit = (overrides: object = {}) => ({
  kind: regex(/^(DEPOSIT|SPENDING)$/, 'DEPOSIT'),
  period: regex(/^(DAY|WEEK|MONTH)$/, 'DAY'),
  amount: iqd(5000),
  used: iqd(4000),
  remaining: iqd(1000),
  resetsAt: serverDateTime('2026-11-23T12:00:00+03:00'),
  pending: nullValue(),
  ...overrides,
});

export const playState = (limits: unknown, overrides: object = {}) => ({
  serverTime: serverDateTime('2026-11-22T12:00:00+03:00'),
  limits,
  timeOutUntil: nullValue(),
  realityCheckMinutes: integer(0),
  session: {
    startedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
    spent: iqd(0),
    won: iqd(0),
  },
  ...overrides,
});

export const timeOutDetails = { details: { until: serverDateTime('2026-11-29T12:00:00+03:00') } };
