import { describe, expect, it } from 'vitest';
import { checkCode, checkResend, CODE_LOCK_MS, type CodeState } from './sms';

const fresh: CodeState = { code: '123456', wrongAttempts: 0, lockedUntil: 0 };

describe('SMS code', () => {
  it('accepts the right code', () => {
    expect(checkCode(fresh, '123456', 0).ok).toBe(true);
  });

  it('locks the number after five wrong codes, for 15 minutes', () => {
    let state = fresh;
    for (let i = 1; i <= 5; i += 1) {
      const result = checkCode(state, '000000', 1000);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('WRONG_CODE');
      state = result.next;
    }
    expect(state.lockedUntil).toBe(1000 + CODE_LOCK_MS);
    const locked = checkCode(state, '123456', 2000);
    expect(locked.ok).toBe(false);
    if (!locked.ok) {
      expect(locked.error.httpStatus).toBe(429);
      expect(locked.error.code).toBe('TOO_MANY_ATTEMPTS');
    }
    const after = checkCode(state, '123456', 1000 + CODE_LOCK_MS);
    expect(after.ok).toBe(true);
  });

  it('counts wrong codes again from zero after the lock ends', () => {
    const locked = { ...fresh, wrongAttempts: 5, lockedUntil: 10 };
    const result = checkCode(locked, '999999', 10);
    expect(result.next.wrongAttempts).toBe(1);
  });

  it('refuses a resend within the 60 s cooldown, with the seconds left', () => {
    expect(() => checkResend(0, 60_000)).not.toThrow();
    try {
      checkResend(0, 15_500);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        httpStatus: 429,
        code: 'RESEND_COOLDOWN',
        extra: { details: { retryAfterSeconds: 45 } },
      });
    }
  });
});
