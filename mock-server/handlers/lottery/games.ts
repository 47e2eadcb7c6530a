import { route } from '../../routes/route';
import { TICKET_TYPES } from '../../services/game-config';
import { drawInformation, gameInfos, offerInfo, results, winnings } from '../../services/games';
import { listTickets } from '../../services/tickets';
import { authed, handle, json } from '../respond';

/** Offer, game infos, ticket types, the player's tickets, results and winnings. */
export const gamesHandlers = (base: string) => [
  route.call(base, 'getOfferInfo', (input) =>
    handle(({ world, request }) => {
      const q = input.query(request);
      return json(offerInfo(world, q.firstEventDate ?? null, q.lastEventDate ?? null));
    }),
  ),
  route.call(base, 'getGameInfos', () => handle(({ world }) => json(gameInfos(world)))),
  route.call(base, 'getTicketTypes', () => handle(() => json(TICKET_TYPES))),
  route.call(base, 'getTickets', (input) =>
    handle(
      authed(async ({ world, request, playerNow }) => {
        const query = input.query(request);
        const filters = await input.body(request);
        return json(listTickets(world, playerNow(), filters, query));
      }),
    ),
  ),
  route.call(base, 'getDrawResults', (input) =>
    handle(({ world, request }) => {
      const q = input.query(request);
      return json(results(world, q.dateFrom ?? null, q.dateTo ?? null, q.gameTypeNames ?? null));
    }),
  ),
  route.call(base, 'getDrawWinnings', (input) =>
    handle(({ world, request }) => json(winnings(world, input.query(request).drawId))),
  ),
  route.call(base, 'getDrawInformation', (input) =>
    handle(({ world, request }) => {
      const q = input.query(request);
      return json(drawInformation(world, q.gameTypeNames ?? null, q.nextAmount));
    }),
  ),
];
