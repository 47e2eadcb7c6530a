/**
 * The fake clock: every rule takes `now` from its world's clock, so QA can move time forward
 * (countdowns, stop-sell, token expiry) without waiting.
 * Running mode follows real time from a base; frozen mode (tests, Pact) only moves when told.
 */
export interface ClockState {
  base: number;
  /** Real time at which `base` was taken; null when frozen. */
  startedAt: number | null;
}

/** What the clock reads of a world: its clock alone. */
export interface Clocked {
  clock: ClockState;
}

export function now(world: Clocked): number {
  const { base, startedAt } = world.clock;
  return startedAt === null ? base : base + (Date.now() - startedAt);
}

export function nowDate(world: Clocked): Date {
  return new Date(now(world));
}

/** Start the clock at `startMs` (frozen) or at real time (running) when no start is given. */
export function resetClock(world: Clocked, startMs?: number): void {
  world.clock =
    startMs === undefined
      ? { base: Date.now(), startedAt: Date.now() }
      : { base: startMs, startedAt: null };
}

export function advanceClock(world: Clocked, ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a positive number');
  world.clock = { ...world.clock, base: world.clock.base + ms };
  return now(world);
}

export function isFrozen(world: Clocked): boolean {
  return world.clock.startedAt === null;
}
