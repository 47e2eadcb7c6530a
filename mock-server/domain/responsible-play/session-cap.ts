import { MINUTE, toServerDateTime } from '../dates';
import { DomainError } from '../errors';
import { invalid, type PlayState } from './state';

/**
 * Session caps (decision 0282): a play session ends at its cap, then a cooling-off passes before
 * the next login (Allwyn: 60 minutes, then 10). The cap is the shorter of the player's own length
 * and the operator's; each session's end and cooling-off are fixed when it opens, so a change of
 * length applies from the next login.
 */
export const SESSION_MINUTES = [30, 60, 120, 240] as const;
export const DEFAULT_COOLING_OFF_MINUTES = 10;

/** The operator's cap on every session (the fake's scenario); null maxMinutes: none. */
export interface OperatorSessionCap {
  maxMinutes: number | null;
  coolingOffMinutes: number;
}

export interface CappedSession {
  sid: string;
  endsAt: number;
  coolingOffUntil: number;
}

export function setSessionMinutes(state: PlayState, minutes: unknown): PlayState {
  if (minutes !== null && !(SESSION_MINUTES as readonly unknown[]).includes(minutes))
    throw invalid('minutes', `The session length is null (none) or ${SESSION_MINUTES.join(', ')}`);
  return { ...state, sessionMinutes: minutes as number | null };
}

/** The cap a session opened now gets: the shorter of the player's and the operator's. */
export function capMinutes(state: PlayState, operator: OperatorSessionCap | null): number | null {
  const own = state.sessionMinutes ?? null;
  const max = operator?.maxMinutes ?? null;
  if (own === null) return max;
  return max === null ? own : Math.min(own, max);
}

const running = (state: PlayState, now: number) =>
  (state.cappedSessions ?? []).filter((s) => s.endsAt > now);

/**
 * Opens a session's cap. A session opened while another capped one runs (a second device) ends
 * with it: the play session goes on, it does not start again. Entries whose cooling-off passed
 * are forgotten.
 */
export function openSession(
  state: PlayState,
  sid: string,
  now: number,
  operator: OperatorSessionCap | null,
): PlayState {
  const minutes = capMinutes(state, operator);
  const kept = (state.cappedSessions ?? []).filter((s) => s.coolingOffUntil > now);
  if (minutes === null) return { ...state, cappedSessions: kept };
  const earliest = Math.min(now + minutes * MINUTE, ...running(state, now).map((s) => s.endsAt));
  const coolingOff = operator?.coolingOffMinutes ?? DEFAULT_COOLING_OFF_MINUTES;
  const session = { sid, endsAt: earliest, coolingOffUntil: earliest + coolingOff * MINUTE };
  return { ...state, cappedSessions: [...kept, session] };
}

export const cappedSession = (state: PlayState, sid: string): CappedSession | null =>
  (state.cappedSessions ?? []).find((s) => s.sid === sid) ?? null;

/** A session ended before its cap (logout, password change) leaves no cooling-off. */
export function endedEarly(state: PlayState, sid: string, now: number): PlayState {
  const session = cappedSession(state, sid);
  if (!session || session.endsAt <= now) return state;
  return { ...state, cappedSessions: (state.cappedSessions ?? []).filter((s) => s !== session) };
}

/** The end of a cooling-off in force: a capped session reached its end and the wait runs. */
export function coolingOffUntil(state: PlayState, now: number): number | null {
  const waits = (state.cappedSessions ?? [])
    .filter((s) => s.endsAt <= now && s.coolingOffUntil > now)
    .map((s) => s.coolingOffUntil);
  return waits.length ? Math.max(...waits) : null;
}

/** Login during a cooling-off: refused with its end. */
export function assertNotCoolingOff(state: PlayState, now: number): void {
  const until = coolingOffUntil(state, now);
  if (until === null) return;
  throw new DomainError(
    403,
    'SESSION_COOLING_OFF',
    'Your play session reached its limit. You can log in again after the cooling-off.',
    { details: { until: toServerDateTime(until) } },
  );
}

/** Every call of a session past its cap: 401 with the cooling-off's end. */
export function assertWithinCap(state: PlayState, sid: string, now: number): void {
  const session = cappedSession(state, sid);
  if (!session || session.endsAt > now) return;
  throw new DomainError(401, 'SESSION_LIMIT_REACHED', 'Your play session reached its limit.', {
    details: { until: toServerDateTime(session.coolingOffUntil) },
  });
}
