import { route } from '../../routes/route';
import { TICKET_TYPES } from '../../services/game-config';
import { drawInformation, gameInfos, offerInfo, results, winnings } from '../../services/games';
import { listTickets } from '../../services/tickets';
import { handle, json, playerOf } from '../respond';
import { validBody, validQuery } from '../validate';
import {
  drawInformationQuery,
  offerInfoQuery,
  resultsQuery,
  ticketFiltersBody,
  ticketListQuery,
  winningsQuery,
} from './schemas/games';

/** Offer, game infos, ticket types, the player's tickets, results and winnings. */
export const gamesHandlers = (base: string) => [
  route.get(
    `${base}/sales/offer-info`,
    handle(({ world, request }) => {
      const q = validQuery(request, offerInfoQuery);
      return json(offerInfo(world, q.firstEventDate ?? null, q.lastEventDate ?? null));
    }),
    { query: offerInfoQuery },
  ),
  route.get(
    `${base}/sales/game-infos`,
    handle(({ world }) => json(gameInfos(world))),
  ),
  route.get(
    `${base}/games/tickets`,
    handle(() => json(TICKET_TYPES)),
  ),
  route.post(
    `${base}/games/tickets/list`,
    handle(async ({ world, request }) => {
      playerOf(world, request);
      const query = validQuery(request, ticketListQuery);
      const filters = await validBody(request, ticketFiltersBody);
      return json(listTickets(world, playerOf(world, request), filters, query));
    }),
    { query: ticketListQuery, body: ticketFiltersBody },
  ),
  route.get(
    `${base}/draw/statistic/results`,
    handle(({ world, request }) => {
      const q = validQuery(request, resultsQuery);
      return json(results(world, q.dateFrom ?? null, q.dateTo ?? null, q.gameTypeNames ?? null));
    }),
    { query: resultsQuery },
  ),
  route.get(
    `${base}/draw/winnings`,
    handle(({ world, request }) =>
      json(winnings(world, validQuery(request, winningsQuery).drawId)),
    ),
    { query: winningsQuery },
  ),
  route.get(
    `${base}/draw/draw-information`,
    handle(({ world, request }) => {
      const q = validQuery(request, drawInformationQuery);
      return json(drawInformation(world, q.gameTypeNames ?? null, q.nextAmount));
    }),
    { query: drawInformationQuery },
  ),
];
