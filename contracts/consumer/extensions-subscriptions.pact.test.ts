import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as subs from '../../src/lib/api/subscriptions';
import { SUBSCRIBED_GRID, SUBSCRIPTION_STATES as S } from '../states-subscriptions';
import { errorBody, grid, iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, fromProviderState, integer, regex } = MatchersV3;
const pact = extensionsPact();
const tips = [[...SUBSCRIBED_GRID]];
const JSON_HEADERS = { ...AUTH_HEADERS, 'Content-Type': 'application/json' };
const byId = (tail = '') =>
  fromProviderState(
    `/users/subscriptions/\${subscriptionId}${tail}`,
    `/users/subscriptions/501${tail}`,
  );
const terms = { tips, weekdays: null, drawCount: null, minJackpot: null };
const subscription = (status: string, extra: object = {}) => ({
  subscriptionId: integer(501),
  ticketTypeName: '6of29',
  tips: eachLike(grid([...SUBSCRIBED_GRID])),
  weekdays: null,
  drawCount: null,
  minJackpot: null,
  status,
  pausedBy: null,
  pausedUntil: null,
  cancelledBy: null,
  created: serverDateTime('2026-11-22T12:00:00+03:00'),
  renewalsBought: integer(1),
  nextRenewal: {
    drawId: integer(102),
    drawDateTime: serverDateTime('2026-11-26T20:00:00+03:00'),
    cost: iqd(1000),
  },
  ...extra,
});

// Extension (decision 0224): subscriptions the backend renews from the wallet.
describe('lottery-api-extensions: subscriptions', () => {
  beforeEach(logIn);

  it('lists the player’s subscriptions with the next renewal and its cost', () =>
    pact
      .addInteraction()
      .given(S.renewedSubscription)
      .uponReceiving('a request for the player’s subscriptions')
      .withRequest('GET', '/users/subscriptions', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(subscription('ACTIVE'))))
      .executeTest(async (server) => {
        useMockServer(server);
        const [first] = await subs.getSubscriptions();
        expect(first?.nextRenewal?.cost).toBe(1000);
      }));

  it('subscribes to a grid for every draw until cancelled', () =>
    pact
      .addInteraction()
      .given(S.noSubscriptions)
      .uponReceiving('a new subscription for every draw')
      .withRequest('POST', '/users/subscriptions', (b) => b.headers(JSON_HEADERS).jsonBody(terms))
      .willRespondWith(201, (b) =>
        b.jsonBody(subscription('ACTIVE', { renewalsBought: integer(0) })),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await subs.createSubscription(terms)).status).toBe('ACTIVE');
      }));

  it('refuses a subscription whose grid is not complete', () =>
    pact
      .addInteraction()
      .given(S.noSubscriptions)
      .uponReceiving('a subscription with an incomplete grid')
      .withRequest('POST', '/users/subscriptions', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ ...terms, tips: [[1, 2, 3]] }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('INVALID_TIPS')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          subs.createSubscription({ ...terms, tips: [[1, 2, 3]] }),
          400,
          'INVALID_TIPS',
        );
      }));

  it('pauses a subscription', () =>
    pact
      .addInteraction()
      .given(S.renewedSubscription)
      .uponReceiving('a request to pause a subscription')
      .withRequest('PUT', byId(), (b) => b.headers(JSON_HEADERS).jsonBody({ status: 'PAUSED' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(subscription('PAUSED', { pausedBy: 'PLAYER', nextRenewal: null })),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await subs.changeSubscription(501, { status: 'PAUSED' })).pausedBy).toBe('PLAYER');
      }));

  it('refuses to change a cancelled subscription', () =>
    pact
      .addInteraction()
      .given(S.cancelledSubscription)
      .uponReceiving('a request to resume a cancelled subscription')
      .withRequest('PUT', byId(), (b) => b.headers(JSON_HEADERS).jsonBody({ status: 'ACTIVE' }))
      .willRespondWith(409, (b) => b.jsonBody(errorBody('SUBSCRIPTION_ENDED')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          subs.changeSubscription(501, { status: 'ACTIVE' }),
          409,
          'SUBSCRIPTION_ENDED',
        );
      }));

  it('cancels a subscription', () =>
    pact
      .addInteraction()
      .given(S.renewedSubscription)
      .uponReceiving('a request to cancel a subscription')
      .withRequest('DELETE', byId(), (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody(subscription('CANCELLED', { cancelledBy: 'PLAYER', nextRenewal: null })),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await subs.cancelSubscription(501)).status).toBe('CANCELLED');
      }));

  it('lists a subscription’s renewals with what each charged and the ticket it bought', () =>
    pact
      .addInteraction()
      .given(S.renewedSubscription)
      .uponReceiving('a request for a subscription’s renewals')
      .withRequest('GET', byId('/renewals'), (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            drawId: integer(102),
            drawDateTime: serverDateTime('2026-11-26T20:00:00+03:00'),
            decidedAt: serverDateTime('2026-11-23T20:01:00+03:00'),
            status: regex(/^(BOUGHT|SKIPPED)$/, 'BOUGHT'),
            reason: null,
            charged: iqd(1000),
            ticketId: integer(120001),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const [first] = await subs.getSubscriptionRenewals(501);
        expect(first?.charged).toBe(1000);
      }));

  it('answers 404 for renewals of a subscription that is not the player’s', () =>
    pact
      .addInteraction()
      .given(S.noSubscriptions)
      .uponReceiving('a request for the renewals of an unknown subscription')
      .withRequest('GET', '/users/subscriptions/999/renewals', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(subs.getSubscriptionRenewals(999), 404, 'NOT_FOUND');
      }));
});
