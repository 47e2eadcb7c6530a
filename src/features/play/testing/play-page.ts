import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { draw, gameInfo, offerInfo, ticketType } from '@/testing/lottery-fixtures';

/** The play page's calls: one ticket type, two draws on sale, the jackpot, no saved grids. */
export const stubGame = (extra = {}) =>
  fakeApi({
    getTicketTypes: async () => [ticketType],
    getOfferInfo: async () => offerInfo(draw(101, 2), draw(102, 5)),
    getGameInfos: async () => [gameInfo()],
    // A logged-in player's saved grids; none here.
    getFavourites: async () => [],
    // No subscriptions extension unless a test offers it: Subscribe stays hidden.
    getSubscriptions: async () => {
      throw apiError('getSubscriptions', 404, 'NOT_FOUND');
    },
    ...extra,
  });
