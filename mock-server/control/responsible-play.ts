import { route } from '../routes/route';
import type { Route } from '../routes/types';
import { now } from '../clock';
import { DomainError } from '../domain/errors';
import {
  checkLimitAmount,
  isLimitKind,
  isLimitPeriod,
  limitKey,
  setRealityCheck,
  type PlayState,
} from '../domain/responsible-play';
import { handle, json } from '../handlers/respond';
import { validBody, validParams } from '../handlers/validate';
import { playerPhoneParams, responsiblePlayBody } from './schemas';
import { protectSelfExcluded } from '../services/accounts/self-exclusion';
import { updatePlayState, viewOf } from '../services/responsible-play';
import { requirePlayer } from './world';

/** PUT body: each field given replaces that part of the player's state at once (no 24 h wait). */
export interface ResponsiblePlayControl {
  limits?: { kind: string; period: string; amount: number | null }[];
  /** ISO instant; null ends a time-out (QA only: a player can never shorten one). */
  timeOutUntil?: string | null;
  selfExcluded?: boolean;
  realityCheckMinutes?: number;
}

const bad = (message: string) => new DomainError(400, 'VALIDATION_FAILED', message);

/** Applies a control request to a state; throws 400 on anything malformed. */
export function applyControl(
  state: PlayState,
  input: ResponsiblePlayControl,
  at: number,
): PlayState {
  let next = { ...state, limits: { ...state.limits } };
  for (const limit of input.limits ?? []) {
    if (!isLimitKind(limit.kind) || !isLimitPeriod(limit.period))
      throw bad('limits[].kind is DEPOSIT or SPENDING, period DAY, WEEK or MONTH');
    const key = limitKey(limit.kind, limit.period);
    const amount = checkLimitAmount(limit.amount);
    if (amount === null) delete next.limits[key];
    else next.limits[key] = { amount, anchor: at, pending: null };
  }
  if (input.timeOutUntil !== undefined) {
    const until = input.timeOutUntil === null ? null : new Date(input.timeOutUntil).getTime();
    if (until !== null && Number.isNaN(until))
      throw bad('timeOutUntil must be an ISO date or null');
    next.timeOutUntil = until;
  }
  if (input.selfExcluded !== undefined) {
    if (typeof input.selfExcluded !== 'boolean') throw bad('selfExcluded must be a boolean');
    next.selfExcluded = input.selfExcluded;
  }
  if (input.realityCheckMinutes !== undefined)
    next = setRealityCheck(next, input.realityCheckMinutes);
  return next;
}

/** `${origin}/__control/players/:phone/responsible-play`: read or set a player's state. */
export function responsiblePlayControlRoutes(base: string): Route[] {
  const path = `${base}/players/:phone/responsible-play`;
  return [
    route.get(
      path,
      handle(({ world, params }) => {
        const { phone } = validParams(params, playerPhoneParams);
        return json(viewOf(world, requirePlayer(world, phone).id, null));
      }),
      { params: playerPhoneParams },
    ),
    route.put(
      path,
      handle(async ({ world, params, request }) => {
        const { phone } = validParams(params, playerPhoneParams);
        const input: ResponsiblePlayControl = await validBody(request, responsiblePlayBody);
        const player = requirePlayer(world, phone);
        const state = updatePlayState(world, player.id, (s) => applyControl(s, input, now(world)));
        // Only its own flag: the account's state (an operator's suspension, an unverified phone)
        // is not this flag's to change; login refuses a self-excluded player by the flag. Like
        // every way into self-exclusion, it cancels the subscriptions and ends the sessions.
        if (state.selfExcluded) protectSelfExcluded(world, player);
        return json({ ...viewOf(world, player.id, null), selfExcluded: state.selfExcluded });
      }),
      { body: responsiblePlayBody, params: playerPhoneParams },
    ),
  ];
}
