import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as games from '../../src/lib/api/games';
import type { TicketFilter, TicketListQuery } from '../../src/lib/api/types';
import { ticketDraws } from '../../src/lib/lottery/ticket-draws';
import { DEMO_PLAYER } from '../states';
import { PLAY_AHEAD_TICKET, TICKET_DRAW_STATES } from '../states-ticket-draws';
import { ticketBase } from './support/games-shapes';
import { grid, iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, integer, nullValue } = MatchersV3;
const pact = extensionsPact();
const openFilter: TicketFilter[] = [
  { filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] },
];
const openQuery: TicketListQuery = { from: 0, quantity: 10, orderBy: '-created' };
const matched = PLAY_AHEAD_TICKET.grid.filter((n) =>
  (PLAY_AHEAD_TICKET.firstDrawNumbers as readonly number[]).includes(n),
);
const toCome = (drawId: number, date: string) => ({
  drawId: integer(drawId),
  drawDateTime: serverDateTime(date),
  winningNumbers: nullValue(),
  tipResults: [],
  winAmount: nullValue(),
});

/** The ticket after its first draw: that draw's own results, three draws to come. */
const playAheadTicket = {
  ...ticketBase,
  tips: [grid([...PLAY_AHEAD_TICKET.grid])],
  ticketState: 'OPEN',
  participate: integer(4),
  duration: integer(4),
  ticketCost: iqd(4000),
  winAmountProportionate: iqd(50_000),
  drawIds: eachLike(integer(1001), 4),
  winningNumbers: grid([...PLAY_AHEAD_TICKET.firstDrawNumbers]),
  tipResults: eachLike({
    tipIndex: integer(0),
    matchedNumbers: eachLike(integer(3), 4),
    rank: integer(3),
    prize: iqd(50_000),
  }),
  draws: [
    {
      drawId: integer(1001),
      drawDateTime: serverDateTime('2026-11-23T20:00:00+03:00'),
      winningNumbers: grid([...PLAY_AHEAD_TICKET.firstDrawNumbers]),
      tipResults: [
        { tipIndex: 0, matchedNumbers: eachLike(integer(3), 4), rank: 3, prize: iqd(50_000) },
      ],
      winAmount: iqd(50_000),
    },
    toCome(1002, '2026-11-26T20:00:00+03:00'),
    toCome(1003, '2026-11-30T20:00:00+03:00'),
    toCome(1004, '2026-12-03T20:00:00+03:00'),
  ],
};

// Extension (docs/decisions/0177-per-draw-ticket-results.md): `draws` on the tickets list answer.
describe('lottery API extensions: per-draw ticket results', () => {
  beforeEach(logIn);

  it('lists a play-ahead ticket with each draw’s own results, drawn or to come', () =>
    pact
      .addInteraction()
      .given(TICKET_DRAW_STATES.playAheadFirstDrawWon, {
        phone: '07705550004',
        password: DEMO_PLAYER.password,
        balance: 50_000,
      })
      .uponReceiving('a request for the open tickets, with the results of each draw')
      .withRequest('POST', '/games/tickets/list', (b) =>
        b
          .query({ from: '0', quantity: '10', orderBy: '-created' })
          .headers(AUTH_HEADERS)
          .jsonBody(openFilter),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(playAheadTicket)))
      .executeTest(async (server) => {
        useMockServer(server);
        const [ticket] = await games.getTickets(openFilter, openQuery);
        const draws = ticketDraws(ticket!, new Date('2026-11-24T09:00:00Z'));
        expect(draws.map((d) => d.status)).toEqual(['drawn', 'toCome', 'toCome', 'toCome']);
        expect(draws[0]?.result?.winAmount).toBe(50_000);
        expect(draws[0]?.result?.grids[0]?.result?.matchedNumbers).toHaveLength(matched.length);
      }));
});
