import { http } from 'msw';
import type { TicketFilter, TicketListQuery } from '../../../src/lib/api/types';
import { TICKET_TYPES } from '../../services/game-config';
import { drawInformation, gameInfos, offerInfo, results, winnings } from '../../services/games';
import { listTickets } from '../../services/tickets';
import { arrayBody, handle, json, playerOf, query } from '../respond';

/** Offer, game infos, ticket types, the player's tickets, results and winnings. */
export const gamesHandlers = (base: string) => [
  http.get(
    `${base}/sales/offer-info`,
    handle(({ request }) => {
      const q = query(request);
      return json(offerInfo(q.get('firstEventDate'), q.get('lastEventDate')));
    }),
  ),
  http.get(
    `${base}/sales/game-infos`,
    handle(() => json(gameInfos())),
  ),
  http.get(
    `${base}/games/tickets`,
    handle(() => json(TICKET_TYPES)),
  ),
  http.post(
    `${base}/games/tickets/list`,
    handle(async ({ request }) => {
      playerOf(request);
      const filters = await arrayBody<TicketFilter>(request);
      const q = query(request);
      const listQuery: Partial<TicketListQuery> = {
        from: Number(q.get('from') ?? 0),
        quantity: Number(q.get('quantity') ?? 20),
        orderBy: (q.get('orderBy') ?? '-created') as TicketListQuery['orderBy'],
      };
      return json(listTickets(playerOf(request), filters, listQuery));
    }),
  ),
  http.get(
    `${base}/draw/statistic/results`,
    handle(({ request }) => {
      const q = query(request);
      return json(results(q.get('dateFrom'), q.get('dateTo'), q.get('gameTypeNames')));
    }),
  ),
  http.get(
    `${base}/draw/winnings`,
    handle(({ request }) => json(winnings(query(request).get('drawId')))),
  ),
  http.get(
    `${base}/draw/draw-information`,
    handle(({ request }) => {
      const q = query(request);
      return json(drawInformation(q.get('gameTypeNames'), q.get('nextAmount')));
    }),
  ),
];
