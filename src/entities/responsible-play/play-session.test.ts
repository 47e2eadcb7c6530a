import { describe, expect, it } from 'vitest';
import { sessionLimitAnswer } from '@/testing/play-session-fixtures';
import { sessionMsLeft } from './play-session';

describe('the time left of a capped session, by the server clock (decision 0282)', () => {
  const limit = sessionLimitAnswer(); // server 12:15, ends 13:00
  it('counts from the server time in the answer, moved on by the device time since', () => {
    expect(sessionMsLeft(limit, 1_000, 1_000)).toBe(45 * 60_000);
    expect(sessionMsLeft(limit, 1_000, 1_000 + 44 * 60_000)).toBe(60_000);
    expect(sessionMsLeft(limit, 1_000, 1_000 + 50 * 60_000)).toBe(0);
  });

  it('is null without a cap or with an end it cannot read', () => {
    const free = sessionLimitAnswer({
      session: { startedAt: limit.session.startedAt, endsAt: null, coolingOffUntil: null },
    });
    expect(sessionMsLeft(free, 0, 0)).toBeNull();
    const broken = sessionLimitAnswer({ serverTime: 'later' });
    expect(sessionMsLeft(broken, 0, 0)).toBeNull();
  });
});
