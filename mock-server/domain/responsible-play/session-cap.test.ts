import { describe, expect, it } from 'vitest';
import { MINUTE } from '../dates';
import { DomainError } from '../errors';
import {
  assertNotCoolingOff,
  assertWithinCap,
  capMinutes,
  coolingOffUntil,
  emptyPlayState,
  endedEarly,
  openSession,
  setSessionMinutes,
  type OperatorSessionCap,
  type PlayState,
} from './index';

const T0 = Date.UTC(2026, 10, 22, 9);
const ALLWYN: OperatorSessionCap = { maxMinutes: 60, coolingOffMinutes: 10 };
const own = (minutes: number | null, state: PlayState = emptyPlayState()) =>
  setSessionMinutes(state, minutes);

function refusal(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('session caps (decision 0282)', () => {
  it('takes the shorter of the player and the operator, or none', () => {
    expect(capMinutes(emptyPlayState(), null)).toBeNull();
    expect(capMinutes(own(120), ALLWYN)).toBe(60);
    expect(capMinutes(own(30), ALLWYN)).toBe(30);
    expect(capMinutes(own(240), { maxMinutes: null, coolingOffMinutes: 5 })).toBe(240);
  });

  it('accepts only the offered lengths or none', () => {
    expect(own(60).sessionMinutes).toBe(60);
    expect(own(null, own(60)).sessionMinutes).toBeNull();
    for (const bad of [0, 45, -30, '60', 1e9])
      expect(refusal(() => setSessionMinutes(emptyPlayState(), bad)).code).toBe(
        'VALIDATION_FAILED',
      );
  });

  it('fixes a session end and its cooling-off when it opens', () => {
    const state = openSession(own(30), 's1', T0, ALLWYN);
    expect(state.cappedSessions).toEqual([
      { sid: 's1', endsAt: T0 + 30 * MINUTE, coolingOffUntil: T0 + 40 * MINUTE },
    ]);
    // A change of length applies from the next login only.
    const longer = openSession(own(240, state), 's2', T0 + 60 * MINUTE, null);
    expect(longer.cappedSessions?.at(-1)).toMatchObject({ endsAt: T0 + 300 * MINUTE });
  });

  it('records nothing without a cap, and a second device ends with the first session', () => {
    expect(openSession(emptyPlayState(), 's1', T0, null).cappedSessions).toEqual([]);
    const first = openSession(own(60), 's1', T0, null);
    const second = openSession(first, 's2', T0 + 20 * MINUTE, null);
    expect(second.cappedSessions?.[1]).toMatchObject({ sid: 's2', endsAt: T0 + 60 * MINUTE });
  });

  it('refuses every call of the session from its end on, with the cooling-off end', () => {
    const state = openSession(own(60), 's1', T0, null);
    expect(() => assertWithinCap(state, 's1', T0 + 60 * MINUTE - 1)).not.toThrow();
    const ended = refusal(() => assertWithinCap(state, 's1', T0 + 60 * MINUTE));
    expect(ended).toMatchObject({ httpStatus: 401, code: 'SESSION_LIMIT_REACHED' });
    expect(ended.extra).toEqual({ details: { until: '2026-11-22T13:10:00+03:00' } });
    expect(() => assertWithinCap(state, 'other', T0 + DAY_MS)).not.toThrow();
  });

  it('refuses a login during the cooling-off, then lets it pass', () => {
    const state = openSession(own(60), 's1', T0, ALLWYN);
    expect(() => assertNotCoolingOff(state, T0 + 59 * MINUTE)).not.toThrow();
    const refused = refusal(() => assertNotCoolingOff(state, T0 + 65 * MINUTE));
    expect(refused).toMatchObject({ httpStatus: 403, code: 'SESSION_COOLING_OFF' });
    expect(refused.extra).toEqual({ details: { until: '2026-11-22T13:10:00+03:00' } });
    expect(coolingOffUntil(state, T0 + 70 * MINUTE)).toBeNull();
  });

  it('leaves no cooling-off after a logout before the cap, and keeps it after the cap', () => {
    const state = openSession(own(60), 's1', T0, ALLWYN);
    const early = endedEarly(state, 's1', T0 + 30 * MINUTE);
    expect(coolingOffUntil(early, T0 + 61 * MINUTE)).toBeNull();
    const late = endedEarly(state, 's1', T0 + 60 * MINUTE);
    expect(coolingOffUntil(late, T0 + 61 * MINUTE)).toBe(T0 + 70 * MINUTE);
  });

  it('forgets a session once its cooling-off has passed', () => {
    const state = openSession(own(60), 's1', T0, ALLWYN);
    const next = openSession(state, 's2', T0 + 71 * MINUTE, ALLWYN);
    expect(next.cappedSessions?.map((s) => s.sid)).toEqual(['s2']);
  });
});

const DAY_MS = 24 * 60 * MINUTE;
