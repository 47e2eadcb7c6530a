import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as care from '../../src/lib/api/player-care-calls';
import { PLAYER_CARE_STATES as S } from '../states-player-care';
import { iqd, listOf, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, integer, regex, string } = MatchersV3;
const pact = extensionsPact();
const SIGNAL = /^(DEPOSITS_RISING|NIGHT_PLAY|LIMIT_RAISED_THEN_REACHED|OPERATOR)$/;
const OUTCOME = /^(PENDING|LOST|WON|CANCELLED)$/;

// Extension (decision 0286): the risk flag that stops marketing, voucher offers, game recall.
describe('lottery-api-extensions: player care', () => {
  beforeEach(logIn);

  it('says a player whose play matches no pattern is not at risk', () =>
    pact
      .addInteraction()
      .given(S.notAtRisk)
      .uponReceiving("a request for a player's risk status, not at risk")
      .withRequest('GET', '/users/responsible-play/risk', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody({ atRisk: false, since: null, signals: [] }))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await care.getRiskStatus()).toEqual({ atRisk: false, since: null, signals: [] });
      }));

  it('says a flagged player is at risk, since when and why', () =>
    pact
      .addInteraction()
      .given(S.atRisk)
      .uponReceiving("a request for a flagged player's risk status")
      .withRequest('GET', '/users/responsible-play/risk', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          atRisk: true,
          since: serverDateTime('2026-11-22T12:00:00+03:00'),
          signals: eachLike(regex(SIGNAL, 'OPERATOR')),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const status = await care.getRiskStatus();
        expect(status).toMatchObject({ atRisk: true, signals: ['OPERATOR'] });
      }));

  it('lists voucher offers for a player who may be sent them', () =>
    pact
      .addInteraction()
      .given(S.notAtRisk)
      .uponReceiving('a request for voucher offers')
      .withRequest('GET', '/users/offers', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          offers: eachLike({
            code: string('WELCOME5000'),
            amount: iqd(5000),
            expiryDate: serverDateTime(),
            applicableTicketTypes: listOf('6of29'),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const { offers } = await care.getOffers();
        expect(offers[0]?.code).toBe('WELCOME5000');
      }));

  it('offers nothing to a flagged player', () =>
    pact
      .addInteraction()
      .given(S.atRisk)
      .uponReceiving('a request for voucher offers by a flagged player')
      .withRequest('GET', '/users/offers', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody({ offers: [] }))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await care.getOffers()).toEqual({ offers: [] });
      }));

  it("recalls the player's last plays with stake, outcome and the balance around each", () =>
    pact
      .addInteraction()
      .given(S.notAtRisk)
      .uponReceiving("a request for the player's game recall")
      .withRequest('GET', '/users/game-recall', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          plays: eachLike({
            orderId: integer(7006),
            receiptNumber: string('R7006-40006'),
            playedAt: serverDateTime('2026-11-19T18:00:00+03:00'),
            drawIds: eachLike(integer(1001)),
            lines: integer(2),
            stake: iqd(2000),
            balanceBefore: iqd(52_000),
            balanceAfter: iqd(50_000),
            outcome: regex(OUTCOME, 'LOST'),
            won: iqd(0),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const { plays } = await care.getGameRecall();
        expect(plays[0]).toMatchObject({
          stake: 2000,
          balanceBefore: 52_000,
          balanceAfter: 50_000,
        });
      }));
});
