import { http } from 'msw';
import type {
  RealityCheckRequest,
  SetLimitRequest,
  TimeOutRequest,
} from '../../../src/lib/api/types/responsible-play';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import {
  isLimitKind,
  isLimitPeriod,
  setLimit,
  setRealityCheck,
  takeTimeOut,
} from '../../domain/responsible-play';
import { sessionIdOf } from '../../services/auth';
import { updatePlayState, viewOf } from '../../services/responsible-play';
import { body, handle, json, playerOf } from '../respond';

const invalid = (field: string) =>
  new DomainError(400, 'VALIDATION_FAILED', `Invalid ${field}`, {
    errors: [{ field, code: 'INVALID' }],
  });

/** The responsible-play extension (docs/decisions.md 280): state, limits, time-out, reality check. */
export const usersResponsiblePlayHandlers = (base: string) => {
  const view = (request: Request, playerId: number) =>
    json(viewOf(playerId, sessionIdOf(request.headers.get('authorization'))));
  return [
    http.get(
      `${base}/users/responsible-play`,
      handle(({ request }) => view(request, playerOf(request).id)),
    ),
    http.put(
      `${base}/users/limits`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { kind, period, amount } = await body<SetLimitRequest>(request);
        if (!isLimitKind(kind)) throw invalid('kind');
        if (!isLimitPeriod(period)) throw invalid('period');
        updatePlayState(player.id, (s) => setLimit(s, kind, period, amount, now()));
        return view(request, player.id);
      }),
    ),
    http.post(
      `${base}/users/time-out`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { length } = await body<TimeOutRequest>(request);
        updatePlayState(player.id, (s) => takeTimeOut(s, length, now()));
        return view(request, player.id);
      }),
    ),
    http.put(
      `${base}/users/reality-check`,
      handle(async ({ request }) => {
        const player = playerOf(request);
        const { intervalMinutes } = await body<RealityCheckRequest>(request);
        updatePlayState(player.id, (s) => setRealityCheck(s, intervalMinutes));
        return view(request, player.id);
      }),
    ),
  ];
};
