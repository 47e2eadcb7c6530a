import { DomainError } from './errors';
import { CODE_LOCK_MS, MAX_WRONG_CODES } from './sms';

/** The window over which wrong reset codes of one number are counted, whatever new codes came. */
export const RESET_WINDOW_MS = 24 * 60 * 60_000;
/** Wrong codes in a window after which the number is locked until the window ends. */
export const MAX_WRONG_RESETS_PER_WINDOW = 10;

export interface ResetGuard {
  /** Wrong codes since `windowStart`, across every code sent meanwhile. */
  wrongAttempts: number;
  windowStart: number;
  lockedUntil: number;
}

const tooMany = (lockedUntil: number, now: number) =>
  new DomainError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.', {
    details: { retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) },
  });

/**
 * A reset code's check, counted per number over a 24-hour window (issue 39): the count used to
 * start again with every new code, so `forgot` and 4 wrong codes, 100 times, made 400 guesses
 * without a lock. Every fifth wrong code locks the number for 15 minutes (as the SMS code's); the
 * tenth in the window locks it until the window ends: at most 10 guesses a day of a million codes.
 * `code` is null when no code is live (nothing can match, but the try still counts).
 */
export function checkResetCode(
  guard: ResetGuard,
  code: string | null,
  given: unknown,
  now: number,
): { ok: boolean; next: ResetGuard; error: DomainError | null } {
  if (guard.lockedUntil > now)
    return { ok: false, next: guard, error: tooMany(guard.lockedUntil, now) };
  const fresh = now - guard.windowStart >= RESET_WINDOW_MS;
  const current = fresh ? { wrongAttempts: 0, windowStart: now, lockedUntil: 0 } : guard;
  if (code !== null && typeof given === 'string' && given === code)
    return { ok: true, next: current, error: null };
  const wrongAttempts = current.wrongAttempts + 1;
  const lockedUntil =
    wrongAttempts >= MAX_WRONG_RESETS_PER_WINDOW
      ? current.windowStart + RESET_WINDOW_MS
      : wrongAttempts % MAX_WRONG_CODES === 0
        ? now + CODE_LOCK_MS
        : 0;
  // The try that locks answers as a wrong code; the next ones answer TOO_MANY_ATTEMPTS.
  return { ok: false, next: { ...current, wrongAttempts, lockedUntil }, error: null };
}
