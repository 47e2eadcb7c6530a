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
import { validBody } from '../validate';
import { overviewFrequencyBody, sessionLimitBody } from './schemas/play-session';

/** Session caps (decision 0282) and the spending overview (decision 0283), extension calls. */
export const usersPlaySessionHandlers = (base: string) => [
  route.get(
    `${base}/users/session-limit`,
    handle(
      authed(({ world, request, player }) =>
        json(sessionLimitOf(world, player.id, sessionIdOfRequest(world, request))),
      ),
    ),
  ),
  route.put(
    `${base}/users/session-limit`,
    handle(
      authed(async ({ world, request, player }) => {
        const { minutes } = await validBody(request, sessionLimitBody);
        updatePlayState(world, player.id, (s) => setSessionMinutes(s, minutes));
        return json(sessionLimitOf(world, player.id, sessionIdOfRequest(world, request)));
      }),
    ),
    { body: sessionLimitBody },
  ),
  route.get(
    `${base}/users/spending-overview`,
    handle(authed(({ world, player }) => json(spendingOverviewOf(world, player.id)))),
  ),
  route.put(
    `${base}/users/spending-overview`,
    handle(
      authed(async ({ world, request, player }) => {
        const { frequency } = await validBody(request, overviewFrequencyBody);
        updatePlayState(world, player.id, (s) => setOverviewFrequency(s, frequency, now(world)));
        return json(spendingOverviewOf(world, player.id));
      }),
    ),
    { body: overviewFrequencyBody },
  ),
  route.post(
    `${base}/users/spending-overview/seen`,
    handle(
      authed(({ world, player }) => {
        updatePlayState(world, player.id, (s) => overviewSeen(s, now(world)));
        return json(spendingOverviewOf(world, player.id));
      }),
    ),
  ),
];
