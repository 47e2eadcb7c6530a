import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as cart from '../../src/lib/api/cart';
import * as payments from '../../src/lib/api/payments';
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
import { PASSWORD, PHONE, SPENDING_MESSAGE, timeOutDetails } from './support/responsible-shapes';

const pact = extensionsPact();

describe('lottery-api-extensions: responsible-play refusals', () => {
  beforeEach(logIn);

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
