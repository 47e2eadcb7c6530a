import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type { LoginResponse, PasswordResetChange } from '../../../src/lib/api/types';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import { sixDigitCode } from '../../domain/sms';
import { checkResetCode as checkResetGuard } from '../../domain/reset-codes';
import { codeSmsWaitMs } from '../sms-cap';
import { assertNotSelfExcluded } from '../../domain/responsible-play';
import { isValidPassword } from '../../domain/validation';
import { codeRandom } from '../../random';
import { issueTokens, revokeAllSessions } from '../auth';
import { send } from '../inbox';
import { playStateOf } from '../responsible-play';
import { assertMayLogIn } from '../play-session';
import type { PlayerRow } from '../ledger';
import { findByUsername, updatePlayer } from './players';

export const SECURITY_CODE_TTL_MS = 15 * 60_000;

const invalidCredentials = () =>
  new DomainError(401, 'INVALID_CREDENTIALS', 'Credentials are incorrect. Try again.');

/** Wrong number or password: 401; suspended or closed: 403 (only after a right password). */
export function login(
  world: World,
  username: string | null,
  password: string | null,
): Promise<LoginResponse> {
  const player = findByUsername(world, username);
  if (!player || player.password !== password) throw invalidCredentials();
  assertNotSelfExcluded(playStateOf(world, player.id));
  if (player.state === 'SUSPENDED') {
    throw new DomainError(
      403,
      'ACCOUNT_SUSPENDED',
      'Your account is suspended, please contact us.',
    );
  }
  if (player.state === 'CLOSED')
    throw new DomainError(403, 'ACCOUNT_CLOSED', 'Your account is closed.');
  assertMayLogIn(world, player.id);
  return issueTokens(world, player.id);
}

/** Sends a security code when the number is known; says nothing either way. */
export function forgotPassword(world: World, username: string | null): void {
  const player = findByUsername(world, username);
  if (!player || player.state === 'CLOSED') return;
  // Within the resend cooldown or over the cap on codes per window, no new code is sent: the live
  // one stays. The answer is the same (it says nothing either way). A new code no longer clears
  // the wrong tries: they are counted per number over a window (domain/reset-codes.ts).
  if (codeSmsWaitMs(world, player.phone, 'security-code') > 0) return;
  const securityCode = sixDigitCode(() => codeRandom(world));
  updatePlayer(world, player.id, {
    securityCode,
    securityCodeExpires: now(world) + SECURITY_CODE_TTL_MS,
    passwordRequestId: world.faker.string.alphanumeric(16),
  });
  send(world, player.phone, 'security-code', { code: securityCode });
}

const validationFailed = (field: string, code: string) =>
  new DomainError(400, 'VALIDATION_FAILED', 'Please try again', { errors: [{ field, code }] });

const invalidCode = () => new DomainError(400, 'INVALID_SECURITY_CODE', 'Please try again');

/**
 * Wrong codes are counted per number over a window, across new codes (domain/reset-codes.ts): every
 * fifth locks resets of the number for 15 minutes and spends the code, the tenth in a day locks
 * them for the rest of the day, so the million codes cannot be walked by asking for new ones.
 */
function checkResetCode(world: World, player: PlayerRow, given: unknown): void {
  const at = now(world);
  const live = player.securityCode !== null && player.securityCodeExpires > at;
  const guard = {
    wrongAttempts: player.resetWrongAttempts,
    windowStart: player.resetWindowStart,
    lockedUntil: player.resetLockedUntil,
  };
  const result = checkResetGuard(guard, live ? player.securityCode : null, given, at);
  const locked = result.next.lockedUntil > at;
  updatePlayer(world, player.id, {
    resetWrongAttempts: result.next.wrongAttempts,
    resetWindowStart: result.next.windowStart,
    resetLockedUntil: result.next.lockedUntil,
    ...(locked ? { securityCode: null, passwordRequestId: null } : {}),
  });
  if (result.ok) return;
  throw result.error ?? invalidCode();
}

export function resetPassword(world: World, request: Partial<PasswordResetChange>): void {
  const player = request.passwordRequestIdentifier
    ? findByRequestId(world, request.passwordRequestIdentifier)
    : findByUsername(world, request.username);
  if (!player) throw invalidCode();
  checkResetCode(world, player, request.securityCode);
  if (!isValidPassword(request.password)) throw validationFailed('password', 'WEAK_PASSWORD');
  if (request.password !== request.passwordConfirmation) {
    throw validationFailed('passwordConfirmation', 'PASSWORDS_DO_NOT_MATCH');
  }
  updatePlayer(world, player.id, {
    password: request.password as string,
    securityCode: null,
    passwordRequestId: null,
    temporaryPassword: false,
  });
  // A reset is what a player does when someone else may know the password: every session ends.
  revokeAllSessions(world, player.id);
}

const findByRequestId = (world: Tables, id: string): PlayerRow | null =>
  world.db.player.findFirst({ where: { passwordRequestId: { equals: id } } });

/**
 * Wrong current password: 401 (the app is silent on it and shows its own message). A new password
 * ends every other session of the player: whoever knew the old one is logged out.
 */
export function changePassword(
  world: World,
  player: PlayerRow,
  password: unknown,
  newPassword: unknown,
  currentSession: string | null,
): void {
  if (player.password !== password) throw invalidCredentials();
  if (!isValidPassword(newPassword)) throw validationFailed('newPassword', 'WEAK_PASSWORD');
  updatePlayer(world, player.id, { password: newPassword as string, temporaryPassword: false });
  revokeAllSessions(world, player.id, currentSession);
}
