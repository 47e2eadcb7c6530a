import { route } from '../../routes/route';
import type { FakeRequest } from '../../routes/types';
import { now } from '../../clock';
import { setLimit, setRealityCheck, takeTimeOut } from '../../domain/responsible-play';
import { updatePlayState, viewOf } from '../../services/responsible-play';
import { handle, json, playerOf, sessionIdOfRequest } from '../respond';
import { validBody } from '../validate';
import { realityCheckBody, setLimitBody, timeOutBody } from './schemas/responsible-play';

/** The responsible-play extension (docs/decisions/0017-extension-calls-responsible-play.md): state, limits, time-out, reality check. */
export const usersResponsiblePlayHandlers = (base: string) => {
  const view = (request: FakeRequest, playerId: number) =>
    json(viewOf(playerId, sessionIdOfRequest(request)));
  return [
    route.get(
      `${base}/users/responsible-play`,
      handle(({ request }) => view(request, playerOf(request).id)),
    ),
    route.put(
      `${base}/users/limits`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { kind, period, amount } = await validBody(request, setLimitBody);
        updatePlayState(player.id, (s) => setLimit(s, kind, period, amount, now()));
        return view(request, player.id);
      }),
    ),
    route.post(
      `${base}/users/time-out`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { length } = await validBody(request, timeOutBody);
        updatePlayState(player.id, (s) => takeTimeOut(s, length, now()));
        return view(request, player.id);
      }),
    ),
    route.put(
      `${base}/users/reality-check`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { intervalMinutes } = await validBody(request, realityCheckBody);
        updatePlayState(player.id, (s) => setRealityCheck(s, intervalMinutes));
        return view(request, player.id);
      }),
    ),
  ];
};
