import { DomainError } from './errors';

export const MAX_WRONG_CODES = 5;
export const CODE_LOCK_MS = 15 * 60_000;
export const RESEND_COOLDOWN_SECONDS = 60;

export interface CodeState {
  code: string;
  wrongAttempts: number;
  /** Epoch ms until which the number is locked; 0 when not locked. */
  lockedUntil: number;
}

export type CodeCheck =
  { ok: true; next: CodeState } | { ok: false; next: CodeState; error: DomainError };

const tooMany = (lockedUntil: number, now: number) =>
  new DomainError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.', {
    details: { retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) },
  });

/**
 * A wrong code answers WRONG_CODE; the fifth wrong one locks the number for 15 minutes, during
 * which every try (right or wrong) answers TOO_MANY_ATTEMPTS. The lock's end clears the count.
 */
export function checkCode(state: CodeState, given: unknown, now: number): CodeCheck {
  if (state.lockedUntil > now)
    return { ok: false, next: state, error: tooMany(state.lockedUntil, now) };
  const current = state.lockedUntil > 0 ? { ...state, wrongAttempts: 0, lockedUntil: 0 } : state;
  if (typeof given === 'string' && given === current.code) {
    return { ok: true, next: { ...current, wrongAttempts: 0 } };
  }
  const wrongAttempts = current.wrongAttempts + 1;
  const lockedUntil = wrongAttempts >= MAX_WRONG_CODES ? now + CODE_LOCK_MS : 0;
  return {
    ok: false,
    next: { ...current, wrongAttempts, lockedUntil },
    error: new DomainError(400, 'WRONG_CODE', 'The code is incorrect. try again.', {
      details: { attemptsLeft: Math.max(0, MAX_WRONG_CODES - wrongAttempts) },
    }),
  };
}

/** A new code only after the cooldown since the last one. */
export function checkResend(lastSentAt: number, now: number): void {
  const retryAfterMs = lastSentAt + RESEND_COOLDOWN_SECONDS * 1000 - now;
  if (retryAfterMs > 0) {
    throw new DomainError(
      429,
      'RESEND_COOLDOWN',
      'Error resending verification code. Please try again.',
      {
        details: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
      },
    );
  }
}

/** Six digits from a random source in [0, 1). */
export const sixDigitCode = (random: () => number): string =>
  String(Math.floor(random() * 1_000_000)).padStart(6, '0');
