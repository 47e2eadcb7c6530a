/**
 * The fake clock: every rule takes `now` from here, so QA can move time forward
 * (countdowns, stop-sell, token expiry) without waiting.
 * Running mode follows real time from a base; frozen mode (tests, Pact) only moves when told.
 */
import { currentWorld } from './world/current';

/** Each world has its own clock (world/state.ts). */
const state = () => currentWorld().clock;

export function now(): number {
  const { base, startedAt } = state();
  return startedAt === null ? base : base + (Date.now() - startedAt);
}

export function nowDate(): Date {
  return new Date(now());
}

/** Start the clock at `startMs` (frozen) or at real time (running) when no start is given. */
export function resetClock(startMs?: number): void {
  currentWorld().clock =
    startMs === undefined
      ? { base: Date.now(), startedAt: Date.now() }
      : { base: startMs, startedAt: null };
}

export function advanceClock(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a positive number');
  const world = currentWorld();
  world.clock = { ...world.clock, base: world.clock.base + ms };
  return now();
}

export function isFrozen(): boolean {
  return state().startedAt === null;
}
