import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as draws from '../../src/lib/api/draws';
import * as games from '../../src/lib/api/games';
import type { TicketFilter, TicketListQuery } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import {
  drawInformation,
  drawWinnings,
  gameInfos,
  lottoResults,
  offerInfo,
  openTicket,
  ticketTypes,
  winningTicket,
} from './support/games-shapes';
import {
  AUTH_HEADERS,
  PLAIN_HEADERS,
  logIn,
  logOut,
  lotteryPact,
  useMockServer,
} from './support/pact';

const { eachLike, fromProviderState } = MatchersV3;
const pact = lotteryPact();
const player = { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };
const dates = {
  from: '2026-11-01',
  to: '2027-01-31',
  fromInjected: fromProviderState('${dateFrom}', '2026-11-01'),
  toInjected: fromProviderState('${dateTo}', '2027-01-31'),
};
const openFilter: TicketFilter[] = [
  { filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] },
];
const drawnFilter: TicketFilter[] = [
  {
    filterKey: 'ticketState',
    filterValue: '',
    filterValues: ['LOST', 'WON_FINALIZED', 'CANCELLED'],
  },
];
// What the app sends (src/lib/lottery/ticket-lists.ts): newest first, drawn by last draw.
const openQuery: TicketListQuery = { from: 0, quantity: 10, orderBy: '-created' };
const drawnQuery: TicketListQuery = { from: 0, quantity: 10, orderBy: '-lastDrawDateTime' };
const asText = (query: TicketListQuery) => ({
  from: String(query.from),
  quantity: String(query.quantity),
  orderBy: query.orderBy,
});

describe('lottery API: games and draws', () => {
  beforeEach(logOut);

  it('answers the offer of the next two months', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw)
      .uponReceiving('a request for the offer info')
      .withRequest('GET', '/sales/offer-info', (b) =>
        b
          .query({
            firstEventDate: dates.fromInjected,
            lastEventDate: dates.toInjected,
            partner: 'WEB',
            ticketType: '6of29',
          })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(offerInfo))
      .executeTest(async (server) => {
        useMockServer(server);
        const offer = await games.getOfferInfo({
          firstEventDate: dates.from,
          lastEventDate: dates.to,
          partner: 'WEB',
          ticketType: '6of29',
        });
        expect(offer.events[0]?.draws[0]?.gameTypeName).toBe('6of29');
      }));

  it('answers the game infos with the 6of29 jackpot', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw)
      .uponReceiving('a request for the game infos')
      .withRequest('GET', '/sales/game-infos', (b) => b.headers(PLAIN_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(gameInfos))
      .executeTest(async (server) => {
        useMockServer(server);
        const infos = await games.getGameInfos();
        expect(infos.find((info) => info.gameTypeName === '6of29')?.jackpotState).toBe('ESTIMATED');
      }));

  it('answers the ticket types and the price per grid per draw', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw)
      .uponReceiving('a request for the ticket types from a visitor')
      .withRequest('GET', '/games/tickets', (b) => b.headers(PLAIN_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(ticketTypes))
      .executeTest(async (server) => {
        useMockServer(server);
        const types = await games.getTicketTypes();
        expect(types[0]?.pricePerGridPerDraw).toBe(1000);
      }));

  it('answers the next draws', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw)
      .uponReceiving('a request for the next three 6of29 draws')
      .withRequest('GET', '/draw/draw-information', (b) =>
        b.query({ gameTypeNames: '6of29', nextAmount: '3' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(drawInformation))
      .executeTest(async (server) => {
        useMockServer(server);
        const info = await draws.getDrawInformation('6of29', 3);
        expect(info[0]?.nextDraws[0]?.drawId).toBe(1001);
      }));

  it('answers the results of drawn draws', () =>
    pact
      .addInteraction()
      .given(STATES.drawnDraw)
      .uponReceiving('a request for the 6of29 results in a date window')
      .withRequest('GET', '/draw/statistic/results', (b) =>
        b
          .query({ dateFrom: dates.fromInjected, dateTo: dates.toInjected, gameTypeNames: '6of29' })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(lottoResults))
      .executeTest(async (server) => {
        useMockServer(server);
        const results = await games.getDrawResults({
          dateFrom: dates.from,
          dateTo: dates.to,
          gameTypeNames: '6of29',
        });
        expect(results[0]?.winningNumbers).toHaveLength(6);
      }));

  it('answers the winnings of a drawn draw', () =>
    pact
      .addInteraction()
      .given(STATES.drawnDraw)
      .uponReceiving('a request for the winnings of a drawn draw')
      .withRequest('GET', '/draw/winnings', (b) =>
        b.query({ drawId: fromProviderState('${drawId}', '1000') }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(drawWinnings))
      .executeTest(async (server) => {
        useMockServer(server);
        const winnings = await draws.getDrawWinnings(1000);
        expect(winnings.ranks[0]?.matches).toBe(6);
      }));

  it("lists the player's open tickets", () =>
    pact
      .addInteraction()
      .given(STATES.openTicket, player)
      .uponReceiving('a request for the open tickets')
      .withRequest('POST', '/games/tickets/list', (b) =>
        b.query(asText(openQuery)).headers(AUTH_HEADERS).jsonBody(openFilter),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(openTicket)))
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        const tickets = await games.getTickets(openFilter, openQuery);
        expect(tickets[0]?.ticketState).toBe('OPEN');
      }));

  it("lists the player's drawn tickets with their results", () =>
    pact
      .addInteraction()
      .given(STATES.drawnTicket, {
        phone: '07705550003',
        password: DEMO_PLAYER.password,
        balance: 50_000,
      })
      .uponReceiving('a request for the drawn tickets')
      .withRequest('POST', '/games/tickets/list', (b) =>
        b.query(asText(drawnQuery)).headers(AUTH_HEADERS).jsonBody(drawnFilter),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(winningTicket)))
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        const tickets = await games.getTickets(drawnFilter, drawnQuery);
        expect(tickets[0]?.tipResults[0]?.rank).toBe(1);
      }));
});
