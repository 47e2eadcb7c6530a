import type { World } from '../../world/state';
import type { LoginResponse, PasswordResetChange } from '../../../src/lib/api/types';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import { checkCode, sixDigitCode } from '../../domain/sms';
import { assertNotSelfExcluded } from '../../domain/responsible-play';
import { isValidPassword } from '../../domain/validation';
import { codeRandom } from '../../random';
import { issueTokens, revokeAllSessions } from '../auth';
import { send } from '../inbox';
import { playStateOf } from '../responsible-play';
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
  return issueTokens(world, player.id);
}

/** Sends a security code when the number is known; says nothing either way. */
export function forgotPassword(world: World, username: string | null): void {
  const player = findByUsername(world, username);
  if (!player || player.state === 'CLOSED') return;
  const securityCode = sixDigitCode(() => codeRandom(world));
  updatePlayer(world, player.id, {
    securityCode,
    securityCodeExpires: now(world) + SECURITY_CODE_TTL_MS,
    resetWrongAttempts: 0,
    passwordRequestId: world.faker.string.alphanumeric(16),
  });
  send(world, player.phone, 'security-code', { code: securityCode });
}

const validationFailed = (field: string, code: string) =>
  new DomainError(400, 'VALIDATION_FAILED', 'Please try again', { errors: [{ field, code }] });

const invalidCode = () => new DomainError(400, 'INVALID_SECURITY_CODE', 'Please try again');

/**
 * A wrong code counts as the SMS code's do (domain/sms.ts): the fifth wrong one locks resets of
 * the number for 15 minutes with the spec's "Too many attempts" and spends the code, so the
 * million codes cannot be tried within a code's 15 minutes (issue 24).
 */
function checkResetCode(world: World, player: PlayerRow, given: unknown): void {
  const at = now(world);
  const live = player.securityCode !== null && player.securityCodeExpires > at;
  const result = checkCode(
    {
      // No live code: nothing can match, but the try still counts.
      code: live ? (player.securityCode ?? '') : '\u0000',
      wrongAttempts: player.resetWrongAttempts,
      lockedUntil: player.resetLockedUntil,
    },
    given,
    at,
  );
  const locked = result.next.lockedUntil > at;
  updatePlayer(world, player.id, {
    resetWrongAttempts: result.next.wrongAttempts,
    resetLockedUntil: result.next.lockedUntil,
    ...(locked ? { securityCode: null, passwordRequestId: null } : {}),
  });
  if (result.ok) return;
  throw result.error.code === 'TOO_MANY_ATTEMPTS' ? result.error : invalidCode();
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

const findByRequestId = (world: World, id: string): PlayerRow | null =>
  world.db.player.findFirst({ where: { passwordRequestId: { equals: id } } });

/**
 * Wrong current password: 401 (the app is silent on it and shows its own message). A new password
 * ends every other session of the player (issue 24): whoever knew the old one is logged out.
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
