import { route } from '../../routes/route';
import { gameRecall } from '../../services/game-recall';
import { offersFor } from '../../services/offers';
import { riskOf } from '../../services/risk';
import { authed, handle, json } from '../respond';

/** Player care (extension, decision 0286): the risk status, voucher offers, game recall. */
export const playerCareHandlers = (base: string) => [
  route.call(base, 'getRiskStatus', () =>
    handle(
      authed(({ world, player }) => {
        const { atRisk, since, signals } = riskOf(world, player);
        return json({ atRisk, since, signals });
      }),
    ),
  ),
  route.call(base, 'getOffers', () =>
    handle(authed(({ world, player }) => json({ offers: offersFor(world, player) }))),
  ),
  route.call(base, 'getGameRecall', () =>
    handle(authed(({ world, player }) => json({ plays: gameRecall(world, player) }))),
  ),
];
