import { route } from '../../routes/route';
import type { FakeRequest } from '../../routes/types';
import type { World } from '../../world/state';
import { now } from '../../clock';
import { setLimit, setRealityCheck, takeTimeOut } from '../../domain/responsible-play';
import { updatePlayState, viewOf } from '../../services/responsible-play';
import { handle, json, playerOf, sessionIdOfRequest } from '../respond';
import { validBody } from '../validate';
import { realityCheckBody, setLimitBody, timeOutBody } from './schemas/responsible-play';

/** The responsible-play extension (docs/decisions/0017-extension-calls-responsible-play.md): state, limits, time-out, reality check. */
export const usersResponsiblePlayHandlers = (base: string) => {
  const view = (world: World, request: FakeRequest, playerId: number) =>
    json(viewOf(world, playerId, sessionIdOfRequest(world, request)));
  return [
    route.get(
      `${base}/users/responsible-play`,
      handle(({ world, request }) => view(world, request, playerOf(world, request).id)),
    ),
    route.put(
      `${base}/users/limits`,
      handle(async ({ world, request }) => {
        const player = playerOf(world, request);
        const { kind, period, amount } = await validBody(request, setLimitBody);
        updatePlayState(world, player.id, (s) => setLimit(s, kind, period, amount, now(world)));
        return view(world, request, player.id);
      }),
      { body: setLimitBody },
    ),
    route.post(
      `${base}/users/time-out`,
      handle(async ({ world, request }) => {
        const player = playerOf(world, request);
        const { length } = await validBody(request, timeOutBody);
        updatePlayState(world, player.id, (s) => takeTimeOut(s, length, now(world)));
        return view(world, request, player.id);
      }),
      { body: timeOutBody },
    ),
    route.put(
      `${base}/users/reality-check`,
      handle(async ({ world, request }) => {
        const player = playerOf(world, request);
        const { intervalMinutes } = await validBody(request, realityCheckBody);
        updatePlayState(world, player.id, (s) => setRealityCheck(s, intervalMinutes));
        return view(world, request, player.id);
      }),
      { body: realityCheckBody },
    ),
  ];
};
