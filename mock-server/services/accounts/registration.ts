import type { World } from '../../world/state';
import type {
  LoginResponse,
  RegistrationRequest,
  ResendConfirmationResponse,
} from '../../../src/lib/api/types';
import { now } from '../../clock';
import { appOrigin } from '../../config';
import { DomainError } from '../../domain/errors';
import { normalizePhone } from '../../domain/phone';
import { checkCode, checkResend, RESEND_COOLDOWN_SECONDS, sixDigitCode } from '../../domain/sms';
import { codeSmsWaitMs } from '../sms-cap';
import { validateRegistration } from '../../domain/validation';
import { codeRandom } from '../../random';
import { issueTokens } from '../auth';
import { send } from '../inbox';
import type { PlayerRow } from '../ledger';
import { createPlayer, findByEmail, updatePlayer } from './players';

export const activationLink = (activationId: string) =>
  `${appOrigin()}/?activationId=${encodeURIComponent(activationId)}`;

/** Re-validates every field, refuses a known number, sends the SMS code, logs the player in. */
export function register(world: World, body: Partial<RegistrationRequest>): Promise<LoginResponse> {
  const errors = validateRegistration(body, now(world));
  if (errors.length > 0) {
    throw new DomainError(
      400,
      'VALIDATION_FAILED',
      "The registration couldn't be completed. Please check your inputs and try again.",
      { errors },
    );
  }
  const request = body as RegistrationRequest;
  const email = request.email ? request.email.trim() : null;
  if (email && findByEmail(world, email)) {
    throw new DomainError(409, 'UNIQUE_VIOLATION', 'The entered email address can not be stored.', {
      errors: [{ field: 'email', code: 'UNIQUE_VIOLATION' }],
    });
  }
  const player = createPlayer(world, {
    phone: request.phoneNumber,
    password: request.password,
    state: 'unverified',
    firstName: request.firstName.trim(),
    lastName: request.fatherName.trim(),
    gender: request.gender,
    email,
    dateOfBirth: request.dateOfBirth,
    city: request.city,
    preferredLanguage: request.preferredLanguage,
    termsAccepted: true,
  });
  updatePlayer(world, player.id, { newsletter: request.newsletter });
  if (email) {
    const activationId = world.faker.string.alphanumeric(24);
    updatePlayer(world, player.id, { activationId });
    send(world, email, 'email-link', { link: activationLink(activationId) });
  }
  return issueTokens(world, player.id);
}

/** Checks the SMS code; five wrong codes lock the number for 15 minutes. */
export function confirmMobile(world: World, player: PlayerRow, code: unknown): void {
  if (player.state !== 'UNVERIFIED') return;
  const result = checkCode(
    {
      code: player.smsCode,
      wrongAttempts: player.smsWrongAttempts,
      lockedUntil: player.smsLockedUntil,
    },
    code,
    now(world),
  );
  updatePlayer(world, player.id, {
    smsWrongAttempts: result.next.wrongAttempts,
    smsLockedUntil: result.next.lockedUntil,
    ...(result.ok ? { state: 'VERIFIED' } : {}),
  });
  if (!result.ok) throw result.error;
}

/** A fresh code, at most once per cooldown. */
export function resendCode(world: World, player: PlayerRow): ResendConfirmationResponse {
  checkResend(player.smsSentAt, now(world));
  // The cap on codes per number and window (services/sms-cap.ts), as a cooldown to wait out.
  const waitMs = codeSmsWaitMs(world, player.phone, 'sms-code');
  if (waitMs > 0) checkResend(now(world) + waitMs - RESEND_COOLDOWN_SECONDS * 1000, now(world));
  const code = sixDigitCode(() => codeRandom(world));
  updatePlayer(world, player.id, { smsCode: code, smsSentAt: now(world) });
  send(world, player.phone, 'sms-code', { code });
  return { cooldownSeconds: RESEND_COOLDOWN_SECONDS };
}

/** The phone in its canonical form, for the inbox of a number that may not be registered. */
export const canonical = (phone: string) => normalizePhone(phone) ?? phone;
