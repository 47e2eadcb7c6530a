import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { SessionLimit, SpendingOverview } from '../../src/lib/api/types';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import {
  assertNotCoolingOff,
  assertWithinCap,
  cappedSession,
  DEFAULT_COOLING_OFF_MINUTES,
  endedEarly,
  isOverviewDue,
  type MoneyMove,
  openSession,
  overviewDueAt,
  overviewOf,
  periodTotals,
  SESSION_MINUTES,
  startOverview,
} from '../domain/responsible-play';
import { byKey } from '../db-keys';
import { bookingsOf } from './ledger';
import { limitsOf, playStateOf, updatePlayState } from './responsible-play';

/** Session caps and the spending overview of a player (decisions 0282, 0283). */
const operatorCap = (world: World) => world.scenario.sessionCap;

/** At login (every issued session): its cap and cooling-off are fixed; the overview's clock starts. */
export function openPlaySession(world: World, playerId: number, sid: string): void {
  const at = now(world);
  updatePlayState(world, playerId, (s) =>
    startOverview(openSession(s, sid, at, operatorCap(world)), at),
  );
}

/** A session revoked before its cap (logout, password change) leaves no cooling-off. */
export function closePlaySession(world: World, playerId: number, sid: string): void {
  const at = now(world);
  const state = playStateOf(world, playerId);
  if (cappedSession(state, sid)) updatePlayState(world, playerId, (s) => endedEarly(s, sid, at));
}

export const assertMayLogIn = (world: World, playerId: number) =>
  assertNotCoolingOff(playStateOf(world, playerId), now(world));

export const assertSessionLive = (world: World, playerId: number, sid: string) =>
  assertWithinCap(playStateOf(world, playerId), sid, now(world));

/** GET /users/session-limit for the player of a session. */
export function sessionLimitOf(world: World, playerId: number, sid: string | null): SessionLimit {
  const at = now(world);
  const state = playStateOf(world, playerId);
  const operator = operatorCap(world);
  const capped = sid ? cappedSession(state, sid) : null;
  const startedAt = (sid ? byKey(world, 'session', sid)?.startedAt : undefined) ?? at;
  const iso = (ms: number | undefined) => (ms === undefined ? null : toServerDateTime(ms));
  return {
    serverTime: toServerDateTime(at),
    minutes: state.sessionMinutes ?? null,
    choices: [...SESSION_MINUTES],
    operatorMinutes: operator?.maxMinutes ?? null,
    coolingOffMinutes: operator?.coolingOffMinutes ?? DEFAULT_COOLING_OFF_MINUTES,
    session: {
      startedAt: toServerDateTime(startedAt),
      endsAt: iso(capped?.endsAt),
      coolingOffUntil: iso(capped?.coolingOffUntil),
    },
  };
}

/** Every booking as the overview's dated deposit, spend or win. */
function moneyOf(world: Tables, playerId: number): MoneyMove[] {
  return bookingsOf(world, playerId).flatMap((b): MoneyMove[] => {
    const at = b.bookingDate;
    if (b.bookingType === 'PAYIN' && (b.state === '' || b.state === 'SUCCESSFUL'))
      return [{ at, deposit: b.amount }];
    // Bookings of spend are negative; a sold-out refund gives some back.
    if (b.bookingType === 'ORDER_PAYMENT' || b.bookingType === 'REFUND_ORDER_PAYMENT')
      return [{ at, spend: -b.amount }];
    if (b.bookingType === 'WIN_PAYIN') return [{ at, win: b.amount }];
    return [];
  });
}

/** GET /users/spending-overview: the period since the player last saw it, to now. */
export function spendingOverviewOf(world: World, playerId: number): SpendingOverview {
  const at = now(world);
  const state = playStateOf(world, playerId);
  const overview = overviewOf(state, at);
  const totals = periodTotals(moneyOf(world, playerId), overview.since, at);
  return {
    frequency: overview.frequency,
    due: isOverviewDue(overview, at),
    from: toServerDateTime(overview.since),
    to: toServerDateTime(at),
    nextAt: toServerDateTime(overviewDueAt(overview)),
    ...totals,
    limits: limitsOf(world, playerId, state, at).map(
      ({ kind, period, amount, used, remaining }) => ({
        kind,
        period,
        amount,
        used,
        remaining,
      }),
    ),
  };
}
