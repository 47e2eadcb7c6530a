import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as cart from '../../src/lib/api/cart';
import * as payments from '../../src/lib/api/payments';
import * as rp from '../../src/lib/api/responsible-play';
import { RESPONSIBLE_PLAY_STATES as S } from '../states-responsible-play';
import { errorBody, iqd, serverDateTime } from './support/matchers';
import {
  AUTH_HEADERS,
  expectApiError,
  extensionsPact,
  logIn,
  PLAIN_HEADERS,
  useMockServer,
} from './support/pact';

const { eachLike, integer, like, nullValue, regex } = MatchersV3;
const pact = extensionsPact();
const PHONE = '07701234567';
const PASSWORD = 'Lottery123!';
const SPENDING_MESSAGE =
  'The cost of your purchase will exceed your spending limit, please try again.';

const limit = (overrides: object = {}) => ({
  kind: regex(/^(DEPOSIT|SPENDING)$/, 'DEPOSIT'),
  period: regex(/^(DAY|WEEK|MONTH)$/, 'DAY'),
  amount: iqd(5000),
  used: iqd(4000),
  remaining: iqd(1000),
  resetsAt: serverDateTime('2026-11-23T12:00:00+03:00'),
  pending: nullValue(),
  ...overrides,
});

const playState = (limits: unknown, overrides: object = {}) => ({
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

const timeOutDetails = { details: { until: serverDateTime('2026-11-29T12:00:00+03:00') } };

describe('lottery-api-extensions: responsible play', () => {
  beforeEach(logIn);

  it('answers the player limits with what is used and left', () =>
    pact
      .addInteraction()
      .given(S.dailyDepositLimitMostlyUsed)
      .uponReceiving('a request for the responsible-play state')
      .withRequest('GET', '/users/responsible-play', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(playState(eachLike(limit()))))
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await rp.getResponsiblePlay();
        expect(state.limits[0]?.remaining).toBe(1000);
      }));

  it('sets a new daily deposit limit at once', () =>
    pact
      .addInteraction()
      .given(S.noLimits)
      .uponReceiving('a new 5000 IQD daily deposit limit')
      .withRequest('PUT', '/users/limits', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ kind: 'DEPOSIT', period: 'DAY', amount: 5000 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(playState(eachLike(limit({ used: iqd(0), remaining: iqd(5000) })))),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await rp.setPlayLimit('DEPOSIT', 'DAY', 5000);
        expect(state.limits[0]?.amount).toBe(5000);
      }));

  it('keeps a raise pending for 24 hours', () =>
    pact
      .addInteraction()
      .given(S.dailyDepositLimitMostlyUsed)
      .uponReceiving('a raise of the daily deposit limit to 10000 IQD')
      .withRequest('PUT', '/users/limits', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ kind: 'DEPOSIT', period: 'DAY', amount: 10_000 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          playState(
            eachLike(
              limit({
                pending: {
                  amount: iqd(10_000),
                  appliesAt: serverDateTime('2026-11-23T12:00:00+03:00'),
                },
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await rp.setPlayLimit('DEPOSIT', 'DAY', 10_000);
        expect(state.limits[0]).toMatchObject({ amount: 5000, pending: { amount: 10_000 } });
      }));

  it('refuses a limit that is not a positive whole amount', () =>
    pact
      .addInteraction()
      .given(S.noLimits)
      .uponReceiving('a negative deposit limit')
      .withRequest('PUT', '/users/limits', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ kind: 'DEPOSIT', period: 'DAY', amount: -5 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_FAILED')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(rp.setPlayLimit('DEPOSIT', 'DAY', -5), 400, 'VALIDATION_FAILED');
      }));

  it('starts a time-out', () =>
    pact
      .addInteraction()
      .given(S.noLimits)
      .uponReceiving('a 24-hour time-out')
      .withRequest('POST', '/users/time-out', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ length: 'DAY' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          playState(like([]), { timeOutUntil: serverDateTime('2026-11-23T12:00:00+03:00') }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await rp.takeTimeOut('DAY');
        expect(state.timeOutUntil).toBe('2026-11-23T12:00:00+03:00');
      }));

  it('refuses to shorten a time-out', () =>
    pact
      .addInteraction()
      .given(S.onTimeOut)
      .uponReceiving('a 24-hour time-out during a one-week time-out')
      .withRequest('POST', '/users/time-out', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ length: 'DAY' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('TIME_OUT_CANNOT_SHORTEN', 'Request refused', timeOutDetails)),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(rp.takeTimeOut('DAY'), 409, 'TIME_OUT_CANNOT_SHORTEN');
      }));

  it('sets the reality-check interval', () =>
    pact
      .addInteraction()
      .given(S.noLimits)
      .uponReceiving('a 15-minute reality check')
      .withRequest('PUT', '/users/reality-check', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ intervalMinutes: 15 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(playState(like([]), { realityCheckMinutes: integer(15) })),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await rp.setRealityCheck(15)).realityCheckMinutes).toBe(15);
      }));

  it('refuses a deposit above the limit with what is left and when it restarts', () =>
    pact
      .addInteraction()
      .given(S.dailyDepositLimitMostlyUsed)
      .uponReceiving('a 2000 IQD deposit with 1000 IQD left of the daily limit')
      .withRequest('PUT', '/payment/pay-in/invoke', (b) =>
        b
          .headers(AUTH_HEADERS)
          .jsonBody({ amountInCent: 200_000, useToken: false, paymentMethod: 'FIB' }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(
          errorBody('DEPOSIT_LIMIT_EXCEEDED', 'Request refused', {
            details: {
              period: 'DAY',
              limit: iqd(5000),
              remaining: iqd(1000),
              resetsAt: serverDateTime('2026-11-23T12:00:00+03:00'),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const request = { amountInCent: 200_000, useToken: false, paymentMethod: 'FIB' as const };
        const error = await expectApiError(
          payments.invokePayIn(request),
          422,
          'DEPOSIT_LIMIT_EXCEEDED',
        );
        expect(error.body?.details?.remaining).toBe(1000);
      }));

  it('refuses a deposit during a time-out with its end', () =>
    pact
      .addInteraction()
      .given(S.onTimeOut)
      .uponReceiving('a deposit during a time-out')
      .withRequest('PUT', '/payment/pay-in/invoke', (b) =>
        b
          .headers(AUTH_HEADERS)
          .jsonBody({ amountInCent: 200_000, useToken: false, paymentMethod: 'FIB' }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody(errorBody('TIME_OUT_ACTIVE', 'Request refused', timeOutDetails)),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const request = { amountInCent: 200_000, useToken: false, paymentMethod: 'FIB' as const };
        await expectApiError(payments.invokePayIn(request), 403, 'TIME_OUT_ACTIVE');
      }));

  it('refuses a purchase above the spending limit with the spec message and what is left', () =>
    pact
      .addInteraction()
      .given(S.cartAboveWeeklySpendingLimit)
      .uponReceiving('a 1000 IQD purchase with 500 IQD left of the weekly spending limit')
      .withRequest('POST', '/orders/cart/purchase', (b) =>
        b.query({ paymentMethod: 'NONE' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          status: 'SPENDING_LIMIT_EXCEEDED',
          message: SPENDING_MESSAGE,
          details: {
            period: 'WEEK',
            limit: iqd(500),
            remaining: iqd(500),
            resetsAt: serverDateTime('2026-11-29T12:00:00+03:00'),
            cartPrice: iqd(1000),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(cart.purchaseCart(), 422, 'SPENDING_LIMIT_EXCEEDED');
        expect(error.body?.details?.remaining).toBe(500);
      }));

  it('refuses a purchase during a time-out with its end', () =>
    pact
      .addInteraction()
      .given(S.cartDuringTimeOut)
      .uponReceiving('a purchase during a time-out')
      .withRequest('POST', '/orders/cart/purchase', (b) =>
        b.query({ paymentMethod: 'NONE' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody(errorBody('TIME_OUT_ACTIVE', 'Request refused', timeOutDetails)),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.purchaseCart(), 403, 'TIME_OUT_ACTIVE');
      }));

  it('refuses the login of a self-excluded player with its own code', () =>
    pact
      .addInteraction()
      .given(S.selfExcluded)
      .uponReceiving('a login of a player who excluded themself')
      .withRequest('POST', '/users/login', (b) =>
        b.query({ username: PHONE, password: PASSWORD }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorBody('ACCOUNT_SELF_EXCLUDED')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(account.login(PHONE, PASSWORD), 403, 'ACCOUNT_SELF_EXCLUDED');
      }));
});
