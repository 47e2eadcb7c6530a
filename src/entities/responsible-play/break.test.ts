import { describe, expect, it } from 'vitest';
import { activeBreakUntil } from './break';

const answeredAt = Date.parse('2026-11-27T10:00:00Z');
const state = (timeOutUntil: string | null) => ({
  timeOutUntil,
  serverTime: '2026-11-27T13:00:00+03:00',
});

describe('activeBreakUntil', () => {
  it('answers the end of a break the backend says is in force', () => {
    expect(activeBreakUntil(state('2026-11-28T13:00:00+03:00'), answeredAt, answeredAt)).toBe(
      '2026-11-28T13:00:00+03:00',
    );
  });

  it('ends the break on the server clock, moved on by the time since the answer', () => {
    const until = state('2026-11-27T13:30:00+03:00');
    expect(activeBreakUntil(until, answeredAt, answeredAt + 29 * 60_000)).not.toBeNull();
    expect(activeBreakUntil(until, answeredAt, answeredAt + 31 * 60_000)).toBeNull();
  });

  it('knows no break without one, or without the state', () => {
    expect(activeBreakUntil(state(null), answeredAt)).toBeNull();
    expect(activeBreakUntil(null, answeredAt)).toBeNull();
    expect(activeBreakUntil(undefined, answeredAt)).toBeNull();
  });
});
