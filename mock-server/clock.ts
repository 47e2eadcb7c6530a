/**
 * The fake clock: every rule takes `now` from here, so QA can move time forward
 * (countdowns, stop-sell, token expiry) without waiting.
 * Running mode follows real time from a base; frozen mode (tests, Pact) only moves when told.
 */
interface ClockState {
  base: number;
  /** Real time at which `base` was taken; null when frozen. */
  startedAt: number | null;
}

let state: ClockState = { base: Date.now(), startedAt: Date.now() };

export function now(): number {
  return state.startedAt === null ? state.base : state.base + (Date.now() - state.startedAt);
}

export function nowDate(): Date {
  return new Date(now());
}

/** Start the clock at `startMs` (frozen) or at real time (running) when no start is given. */
export function resetClock(startMs?: number): void {
  state =
    startMs === undefined
      ? { base: Date.now(), startedAt: Date.now() }
      : { base: startMs, startedAt: null };
}

export function advanceClock(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceMs must be a positive number');
  state = { ...state, base: state.base + ms };
  return now();
}

export function isFrozen(): boolean {
  return state.startedAt === null;
}
