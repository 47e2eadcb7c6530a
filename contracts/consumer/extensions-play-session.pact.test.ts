import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as session from '../../src/lib/api/play-session-calls';
import { PLAY_SESSION_STATES as S } from '../states-play-session';
import { RESPONSIBLE_PLAY_STATES as R } from '../states-responsible-play';
import { errorBody, iqd, serverDateTime } from './support/matchers';
import {
  AUTH_HEADERS,
  PLAIN_HEADERS,
  expectApiError,
  extensionsPact,
  logIn,
  logOut,
  useMockServer,
} from './support/pact';
import { PASSWORD, PHONE } from './support/responsible-shapes';

const { eachLike, integer, nullValue, regex } = MatchersV3;
const pact = extensionsPact();

const sessionLimit = (overrides: object = {}) => ({
  serverTime: serverDateTime('2026-11-22T12:00:00+03:00'),
  minutes: integer(60),
  choices: eachLike(integer(60)),
  operatorMinutes: nullValue(),
  coolingOffMinutes: integer(10),
  session: {
    startedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
    endsAt: serverDateTime('2026-11-22T13:00:00+03:00'),
    coolingOffUntil: serverDateTime('2026-11-22T13:10:00+03:00'),
  },
  ...overrides,
});

const overview = (overrides: object = {}) => ({
  frequency: regex(/^(DAY|WEEK|FORTNIGHT|MONTH)$/, 'FORTNIGHT'),
  due: true,
  from: serverDateTime('2026-11-08T12:00:00+03:00'),
  to: serverDateTime('2026-11-22T12:00:00+03:00'),
  nextAt: serverDateTime('2026-11-22T12:00:00+03:00'),
  deposits: iqd(0),
  spent: iqd(0),
  won: iqd(0),
  net: iqd(0),
  limits: eachLike({
    kind: 'SPENDING',
    period: 'WEEK',
    amount: iqd(20_000),
    used: iqd(0),
    remaining: iqd(20_000),
  }),
  ...overrides,
});

/** Session caps (decision 0282) and the spending overview (decision 0283). */
describe('lottery-api-extensions: session caps and the spending overview', () => {
  beforeEach(logIn);

  it("answers the player's session length and this session's end", () =>
    pact
      .addInteraction()
      .given(S.sessionCapped)
      .uponReceiving('a request for the session limit of a capped session')
      .withRequest('GET', '/users/session-limit', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(sessionLimit()))
      .executeTest(async (server) => {
        useMockServer(server);
        const limit = await session.getSessionLimit();
        expect(limit.minutes).toBe(60);
        expect(limit.session.coolingOffUntil).toBe('2026-11-22T13:10:00+03:00');
      }));

  it('sets a session length for the next logins', () =>
    pact
      .addInteraction()
      .given(R.noLimits)
      .uponReceiving('a 120-minute session length')
      .withRequest('PUT', '/users/session-limit', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ minutes: 120 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          sessionLimit({
            minutes: integer(120),
            session: {
              startedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
              endsAt: nullValue(),
              coolingOffUntil: nullValue(),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const limit = await session.setSessionLimit(120);
        expect(limit.minutes).toBe(120);
        expect(limit.session.endsAt).toBeNull();
      }));

  it('refuses a session length it does not offer', () =>
    pact
      .addInteraction()
      .given(R.noLimits)
      .uponReceiving('a 45-minute session length')
      .withRequest('PUT', '/users/session-limit', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ minutes: 45 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_FAILED', 'Please try again')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(session.setSessionLimit(45), 400, 'VALIDATION_FAILED');
      }));

  it('refuses a login during the cooling-off with its end', () =>
    pact
      .addInteraction()
      .given(S.coolingOff)
      .uponReceiving('a login during the cooling-off after a capped session')
      .withRequest('POST', '/users/login', (b) =>
        b.query({ username: PHONE, password: PASSWORD }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody(
          errorBody('SESSION_COOLING_OFF', 'Request refused', {
            details: { until: serverDateTime('2026-11-22T12:05:00+03:00') },
          }),
        ),
      )
      .executeTest(async (server) => {
        logOut();
        useMockServer(server);
        const error = await expectApiError(
          account.login(PHONE, PASSWORD),
          403,
          'SESSION_COOLING_OFF',
        );
        expect(error.body?.details?.until).toBe('2026-11-22T12:05:00+03:00');
      }));

  it('answers the spending overview of the period, against the limits', () =>
    pact
      .addInteraction()
      .given(S.overviewDue)
      .uponReceiving('a request for the spending overview when it is due')
      .withRequest('GET', '/users/spending-overview', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(overview()))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await session.getSpendingOverview();
        expect(answer.due).toBe(true);
        expect(answer.limits[0]?.amount).toBe(20_000);
      }));

  it('sets how often the overview is due', () =>
    pact
      .addInteraction()
      .given(S.overviewDue)
      .uponReceiving('a weekly spending overview')
      .withRequest('PUT', '/users/spending-overview', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ frequency: 'WEEK' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(overview({ frequency: 'WEEK' })))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await session.setSpendingOverviewFrequency('WEEK')).frequency).toBe('WEEK');
      }));

  it('starts the next period when the player has seen the overview', () =>
    pact
      .addInteraction()
      .given(S.overviewDue)
      .uponReceiving('the spending overview seen')
      .withRequest('POST', '/users/spending-overview/seen', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          overview({
            due: false,
            from: serverDateTime('2026-11-22T12:00:00+03:00'),
            nextAt: serverDateTime('2026-12-06T12:00:00+03:00'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await session.markSpendingOverviewSeen()).due).toBe(false);
      }));
});
