import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rp from '../../src/lib/api/responsible-play';
import { RESPONSIBLE_PLAY_STATES as S } from '../states-responsible-play';
import { errorBody, iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';
import { limit, playState, timeOutDetails } from './support/responsible-shapes';

const { eachLike, integer, like } = MatchersV3;
const pact = extensionsPact();

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
});
