import { DAY } from '../domain/dates';
import { DomainError } from '../domain/errors';
import type { World } from '../world/state';
import { GAME, SCHEDULE } from './game-config';

/**
 * The most draws one catch-up may create and draw (about two years of Monday and Thursday
 * draws, ~0.2 s of event loop measured). Catching up runs on the one event loop every world
 * shares: a snapshot whose clock read the year 275760 made it loop over 273,000 years of draws,
 * and every world stopped answering (issue 39). A move that needs more is refused instead.
 */
export const MAX_CATCH_UP_DRAWS = 250;

/**
 * How many draws `catchUp` (services/draws.ts) would create and draw if the world's clock read
 * `atMs`: the schedule still to create up to the horizon, the part of it already due, and the
 * undrawn draws in the db whose time has passed. An estimate from the schedule's draws per day,
 * in constant time, so judging a move costs nothing like making it.
 */
export function catchUpWork(world: World, atMs: number): number {
  if (!Number.isFinite(atMs)) return Infinity;
  const perDay = SCHEDULE.weekdays.length / 7;
  const { scheduledUntil } = world.schedule;
  const start = scheduledUntil || atMs - GAME.pastWeeks * 7 * DAY;
  const horizon = atMs + GAME.futureWeeks * 7 * DAY;
  const span = (from: number, to: number) => Math.max(0, Math.ceil(((to - from) / DAY) * perDay));
  const dueInDb = world.db.draw.findMany({
    where: { drawn: { equals: false }, drawTime: { lte: atMs } },
  }).length;
  return span(start, horizon) + span(start, atMs) + dueInDb;
}

/** Throws 422 CATCH_UP_TOO_LONG when the world at `atMs` would need more than the bound. */
export function assertCatchUpBounded(world: World, atMs: number, field: string): void {
  const work = catchUpWork(world, atMs);
  if (work <= MAX_CATCH_UP_DRAWS) return;
  const message =
    `${field}: the fake would have to create and draw about ${Number.isFinite(work) ? work : 'endless'} ` +
    `draws at once (at most ${MAX_CATCH_UP_DRAWS}); reset the world with a clockStart instead`;
  throw new DomainError(422, 'CATCH_UP_TOO_LONG', message);
}
