import { route } from '../../routes/route';
import { now } from '../../clock';
import {
  overviewSeen,
  setOverviewFrequency,
  setSessionMinutes,
} from '../../domain/responsible-play';
import { sessionLimitOf, spendingOverviewOf } from '../../services/play-session';
import { updatePlayState } from '../../services/responsible-play';
import { authed, handle, json, sessionIdOfRequest } from '../respond';

/** Session caps (decision 0282) and the spending overview (decision 0283), extension calls. */
export const usersPlaySessionHandlers = (base: string) => [
  route.call(base, 'getSessionLimit', () =>
    handle(
      authed(({ world, request, player }) =>
        json(sessionLimitOf(world, player.id, sessionIdOfRequest(world, request))),
      ),
    ),
  ),
  route.call(base, 'setSessionLimit', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        const { minutes } = await input.body(request);
        updatePlayState(world, player.id, (s) => setSessionMinutes(s, minutes));
        return json(sessionLimitOf(world, player.id, sessionIdOfRequest(world, request)));
      }),
    ),
  ),
  route.call(base, 'getSpendingOverview', () =>
    handle(authed(({ world, player }) => json(spendingOverviewOf(world, player.id)))),
  ),
  route.call(base, 'setSpendingOverviewFrequency', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        const { frequency } = await input.body(request);
        updatePlayState(world, player.id, (s) => setOverviewFrequency(s, frequency, now(world)));
        return json(spendingOverviewOf(world, player.id));
      }),
    ),
  ),
  route.call(base, 'markSpendingOverviewSeen', () =>
    handle(
      authed(({ world, player }) => {
        updatePlayState(world, player.id, (s) => overviewSeen(s, now(world)));
        return json(spendingOverviewOf(world, player.id));
      }),
    ),
  ),
];
