import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import * as charity from '../../src/lib/api/charity-calls';
import { STATES } from '../states';
import { RECEIPT_STATES } from '../states-receipts';
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

const { eachLike, integer } = MatchersV3;
const pact = extensionsPact();

/** Where the money goes (decision 0221): the split, what draws raised, the player's share. */
describe('lottery-api-extensions: where the money goes', () => {
  it('publishes the split of every ticket in basis points', () =>
    pact
      .addInteraction()
      .given(STATES.noPlayerLoggedIn)
      .uponReceiving('a request for the charity split')
      .withRequest('GET', '/charity/split', (b) => b.headers(PLAIN_HEADERS))
      .willRespondWith(200, (b) =>
        // Fixed values: the shares must add up to 10,000, which a type matcher cannot say.
        b.jsonBody({ prizeFundBps: 5_000, goodCausesBps: 3_600, operatingBps: 1_400 }),
      )
      .executeTest(async (server) => {
        logOut();
        useMockServer(server);
        expect(await charity.getCharitySplit()).toEqual({
          prizeFundBps: 5_000,
          goodCausesBps: 3_600,
          operatingBps: 1_400,
        });
      }));

  it('says what each held draw of a year raised, with the running total', () =>
    pact
      .addInteraction()
      .given(STATES.drawnTicket)
      .uponReceiving("a request for the year's draws and what they raised")
      .withRequest('GET', '/charity/draws', (b) =>
        b.query({ from: '2026-01-01', to: '2026-12-31' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          from: '2026-01-01',
          to: '2026-12-31',
          draws: eachLike({
            drawId: integer(1001),
            drawDate: serverDateTime(),
            raised: iqd(54_000_000),
            raisedThisYear: iqd(108_000_000),
          }),
          total: iqd(108_000_000),
        }),
      )
      .executeTest(async (server) => {
        logOut();
        useMockServer(server);
        const answer = await charity.getCharityDraws('2026-01-01', '2026-12-31');
        expect(answer.draws[0]?.raised).toBe(54_000_000);
      }));

  it('refuses dates that are not yyyy-MM-dd', () =>
    pact
      .addInteraction()
      .given(STATES.noPlayerLoggedIn)
      .uponReceiving('a request for the draws raised with a malformed date')
      .withRequest('GET', '/charity/draws', (b) =>
        b.query({ from: 'yesterday', to: '2026-12-31' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_FAILED')))
      .executeTest(async (server) => {
        logOut();
        useMockServer(server);
        await expectApiError(
          charity.getCharityDraws('yesterday', '2026-12-31'),
          400,
          'VALIDATION_FAILED',
        );
      }));

  it("answers the good-causes share of the player's purchases this year", () =>
    pact
      .addInteraction()
      .given(RECEIPT_STATES.voucherPurchase)
      .uponReceiving("a request for the player's good-causes share of 2026")
      .withRequest('GET', '/users/charity/contribution', (b) =>
        b.query({ year: '2026' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody({ year: 2026, goodCauses: iqd(1_080) }))
      .executeTest(async (server) => {
        logIn();
        useMockServer(server);
        expect(await charity.getCharityContribution(2026)).toEqual({
          year: 2026,
          goodCauses: 1_080,
        });
      }));
});
