import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as alerts from '../../src/lib/api/alerts';
import { ALERT_STATES as S } from '../states-alerts';
import { errorBody, iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { boolean, eachLike, integer, regex } = MatchersV3;
const pact = extensionsPact();
const JSON_HEADERS = { ...AUTH_HEADERS, 'Content-Type': 'application/json' };
const channels = (sms = false) => ({ inApp: boolean(false), sms: boolean(sms) });
const preferences = (winsBySms = false) => ({
  drawResults: channels(),
  wins: channels(winsBySms),
  subscriptions: channels(),
  limitsAndBreaks: channels(),
});

/** Result and win alerts (decision 0227): preferences per topic and channel, in-app alerts. */
describe('lottery-api-extensions: alerts', () => {
  beforeEach(logIn);

  it('answers the alert switches, every topic with its channels', () =>
    pact
      .addInteraction()
      .given(S.noAlertsChosen)
      .uponReceiving('a request for the alert preferences')
      .withRequest('GET', '/users/alert-preferences', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(preferences()))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await alerts.getAlertPreferences()).wins).toEqual({ inApp: false, sms: false });
      }));

  it('switches on win alerts by SMS and answers every switch', () =>
    pact
      .addInteraction()
      .given(S.noAlertsChosen)
      .uponReceiving('a change of the alert preferences: wins by SMS')
      .withRequest('PUT', '/users/alert-preferences', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ wins: { sms: true } }),
      )
      .willRespondWith(200, (b) => b.jsonBody(preferences(true)))
      .executeTest(async (server) => {
        useMockServer(server);
        const saved = await alerts.setAlertPreferences({ wins: { sms: true } });
        expect(saved.wins.sms).toBe(true);
      }));

  // An unknown topic or channel is refused the same way (the fake's tests); the pact keeps to
  // the keys the OpenAPI document declares.
  it('refuses a switch that is not on or off', () =>
    pact
      .addInteraction()
      .given(S.noAlertsChosen)
      .uponReceiving('a change of the alert preferences with a switch that is not a boolean')
      .withRequest('PUT', '/users/alert-preferences', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ wins: { sms: 'always' } }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_FAILED')))
      .executeTest(async (server) => {
        useMockServer(server);
        const unknown = { wins: { sms: 'always' } } as unknown as Parameters<
          typeof alerts.setAlertPreferences
        >[0];
        await expectApiError(alerts.setAlertPreferences(unknown), 400, 'VALIDATION_FAILED');
      }));

  const winAlert = {
    alertId: integer(1),
    topic: regex(/^(drawResults|wins|subscriptions|limitsAndBreaks)$/, 'wins'),
    created: serverDateTime(),
    drawId: integer(1),
    amount: iqd(50_000),
    read: boolean(false),
  };

  it('lists the in-app alerts with how many are unread', () =>
    pact
      .addInteraction()
      .given(S.unreadWinAlert)
      .uponReceiving('a request for the in-app alerts')
      .withRequest('GET', '/users/alerts', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody({ unread: integer(1), alerts: eachLike(winAlert) }))
      .executeTest(async (server) => {
        useMockServer(server);
        const inbox = await alerts.getAlerts();
        expect(inbox.unread).toBe(1);
        expect(inbox.alerts[0]?.topic).toBe('wins');
      }));

  it('says what happened to a subscription: the draw, the reason, which subscription', () =>
    pact
      .addInteraction()
      .given(S.subscriptionSkippedAlert)
      .uponReceiving('a request for the in-app alerts, one of a skipped subscription renewal')
      .withRequest('GET', '/users/alerts', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          unread: integer(1),
          alerts: eachLike({
            ...winAlert,
            topic: 'subscriptions',
            drawId: integer(117),
            amount: null,
            subscription: {
              subscriptionId: integer(501),
              event: regex(/^(renewed|skipped|paused|resumed|cancelled)$/, 'skipped'),
              reason: regex(
                /^(BALANCE_SHORT|SPENDING_LIMIT|TIME_OUT|JACKPOT_BELOW|SELF_EXCLUDED)$/,
                'SPENDING_LIMIT',
              ),
            },
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const [alert] = (await alerts.getAlerts()).alerts;
        expect(alert).toMatchObject({
          topic: 'subscriptions',
          drawId: 117,
          subscription: { subscriptionId: 501, event: 'skipped', reason: 'SPENDING_LIMIT' },
        });
      }));

  it('marks every in-app alert read', () =>
    pact
      .addInteraction()
      .given(S.unreadWinAlert)
      .uponReceiving('a request to mark the in-app alerts read')
      .withRequest('POST', '/users/alerts/read', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ unread: 0, alerts: eachLike({ ...winAlert, read: true }) }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await alerts.readAlerts()).unread).toBe(0);
      }));
});
