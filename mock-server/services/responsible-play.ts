import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type {
  LimitKind,
  PlayLimit,
  ResponsiblePlayState,
} from '../../src/lib/api/types/responsible-play';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import {
  depositRefusalAtSettlement,
  emptyPlayState,
  settle,
  standings,
  type MoneyEvent,
  type PlayState,
} from '../domain/responsible-play';
import { bookingsOf } from './ledger';
import { byKey } from '../db-keys';

/** Stores each player's responsible-play state; the rules are in domain/responsible-play.ts. */
export function playStateOf(world: World, playerId: number): PlayState {
  const row = byKey(world, 'playState', playerId);
  return settle(row ? (JSON.parse(row.json) as PlayState) : emptyPlayState(), now(world));
}

export function savePlayState(world: Tables, playerId: number, state: PlayState): PlayState {
  const json = JSON.stringify(state);
  const where = { playerId: { equals: playerId } };
  if (world.db.playState.findFirst({ where })) world.db.playState.update({ where, data: { json } });
  else world.db.playState.create({ playerId, json });
  return state;
}

export const updatePlayState = (
  world: World,
  playerId: number,
  change: (state: PlayState) => PlayState,
) => savePlayState(world, playerId, change(playStateOf(world, playerId)));

const SPEND_TYPES: Record<string, number> = { ORDER_PAYMENT: -1, REFUND_ORDER_PAYMENT: -1 };

/** Credited deposits (PAYIN) or net spend (orders less sold-out refunds), as dated amounts. */
export function moneyEvents(world: Tables, playerId: number, kind: LimitKind): MoneyEvent[] {
  return bookingsOf(world, playerId).flatMap((b) => {
    // Credited deposits only, as before deposits were listed while pending (decision 0178).
    if (kind === 'DEPOSIT')
      return b.bookingType === 'PAYIN' && (b.state === '' || b.state === 'SUCCESSFUL')
        ? [{ at: b.bookingDate, amount: b.amount }]
        : [];
    const sign = SPEND_TYPES[b.bookingType];
    return sign ? [{ at: b.bookingDate, amount: sign * b.amount }] : [];
  });
}

/**
 * At settlement the limits and a time-out are checked again, against the deposits credited so far:
 * a deposit started before a limit was lowered, or before a time-out began, is not credited.
 */
export const depositRefusal = (world: World, playerId: number, amount: number) =>
  depositRefusalAtSettlement(
    playStateOf(world, playerId),
    amount,
    moneyEvents(world, playerId, 'DEPOSIT'),
    now(world),
  );

export function limitsOf(
  world: Tables,
  playerId: number,
  state: PlayState,
  at: number,
): PlayLimit[] {
  return (['DEPOSIT', 'SPENDING'] as const).flatMap((kind) =>
    standings(state, kind, moneyEvents(world, playerId, kind), at).map((s) => ({
      kind,
      period: s.period,
      amount: s.rule.amount,
      used: s.used,
      remaining: s.remaining,
      resetsAt: toServerDateTime(s.resetsAt),
      pending: s.rule.pending
        ? { amount: s.rule.pending.amount, appliesAt: toServerDateTime(s.rule.pending.at) }
        : null,
    })),
  );
}

/** What a session has spent and won since it started. */
function sessionFacts(world: Tables, playerId: number, startedAt: number) {
  let spent = 0;
  let won = 0;
  for (const b of bookingsOf(world, playerId)) {
    if (b.bookingDate < startedAt) continue;
    const sign = SPEND_TYPES[b.bookingType];
    if (sign) spent += sign * b.amount;
    if (b.bookingType === 'WIN_PAYIN') won += b.amount;
  }
  return { startedAt: toServerDateTime(startedAt), spent, won };
}

/** GET /users/responsible-play for the player of a session. */
export function viewOf(
  world: World,
  playerId: number,
  sessionId: string | null,
): ResponsiblePlayState {
  const at = now(world);
  const state = playStateOf(world, playerId);
  const session = sessionId ? byKey(world, 'session', sessionId) : null;
  return {
    serverTime: toServerDateTime(at),
    limits: limitsOf(world, playerId, state, at),
    timeOutUntil: state.timeOutUntil === null ? null : toServerDateTime(state.timeOutUntil),
    realityCheckMinutes: state.realityCheckMinutes,
    session: sessionFacts(world, playerId, session?.startedAt ?? at),
  };
}
