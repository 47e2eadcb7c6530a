import { route } from '../../routes/route';
import type { FakeRequest } from '../../routes/types';
import type { World } from '../../world/state';
import { now } from '../../clock';
import { setLimit, setRealityCheck, takeTimeOut } from '../../domain/responsible-play';
import { updatePlayState, viewOf } from '../../services/responsible-play';
import { sendAlert } from '../../services/alerts';
import { toServerDateTime } from '../../domain/dates';
import { excludeSelf, selfExclusionOptions } from '../../services/accounts/self-exclusion';
import { tellTimeOutPause } from '../../services/subscriptions/subscriptions';
import { authed, handle, json, sessionIdOfRequest } from '../respond';

/**
 * The responsible-play extension (docs/decisions/0017-extension-calls-responsible-play.md): state,
 * limits, time-out, reality check; self-exclusion with a length (decision 0207).
 */
export const usersResponsiblePlayHandlers = (base: string) => {
  const view = (world: World, request: FakeRequest, playerId: number) =>
    json(viewOf(world, playerId, sessionIdOfRequest(world, request)));
  return [
    route.call(base, 'getResponsiblePlay', () =>
      handle(authed(({ world, request, player }) => view(world, request, player.id))),
    ),
    route.call(base, 'setPlayLimit', (input) =>
      handle(
        authed(async ({ world, request, player }) => {
          const { kind, period, amount } = await input.body(request);
          updatePlayState(world, player.id, (s) => setLimit(s, kind, period, amount, now(world)));
          sendAlert(world, player.id, { kind: 'limit' });
          return view(world, request, player.id);
        }),
      ),
    ),
    route.call(base, 'takeTimeOut', (input) =>
      handle(
        authed(async ({ world, request, player }) => {
          const { length } = await input.body(request);
          const { timeOutUntil } = updatePlayState(world, player.id, (s) =>
            takeTimeOut(s, length, now(world)),
          );
          if (timeOutUntil !== null) {
            const until = toServerDateTime(timeOutUntil).slice(0, 16).replace('T', ' ');
            sendAlert(world, player.id, { kind: 'timeOut', until });
          }
          tellTimeOutPause(world, player);
          return view(world, request, player.id);
        }),
      ),
    ),
    route.call(base, 'setRealityCheck', (input) =>
      handle(
        authed(async ({ world, request, player }) => {
          const { intervalMinutes } = await input.body(request);
          updatePlayState(world, player.id, (s) => setRealityCheck(s, intervalMinutes));
          return view(world, request, player.id);
        }),
      ),
    ),
    route.call(base, 'getSelfExclusionOptions', () =>
      handle(authed(({ world, player }) => json(selfExclusionOptions(world, player)))),
    ),
    route.call(base, 'excludeSelf', (input) =>
      handle(
        authed(async ({ world, request, player }) => {
          const { password } = input.query(request);
          const { length } = await input.body(request);
          return json(excludeSelf(world, player, password ?? null, length));
        }),
      ),
    ),
  ];
};
