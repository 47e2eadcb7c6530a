import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type {
  CommunicationPreferences,
  ConfirmEmailResponse,
  ProfileUpdate,
  UiLanguage,
} from '../../../src/lib/api/types';
import { DomainError } from '../../domain/errors';
import { isCity, isLanguage, isValidEmail } from '../../domain/validation';
import { revokeAllSessions } from '../auth';
import { send } from '../inbox';
import { updatePlayState } from '../responsible-play';
import type { PlayerRow } from '../ledger';
import { findByEmail, updatePlayer } from './players';
import { activationLink } from './registration';
import { protectSelfExcluded } from './self-exclusion';

export const NOT_CLOSABLE_MESSAGE =
  'Your account can not be deleted. Please make sure that you don´t have any active tickets and not a positive credit in your account.';

const invalid = (field: string, code: string) =>
  new DomainError(400, 'VALIDATION_FAILED', 'Invalid input', { errors: [{ field, code }] });

/** Names and city change at once; a new email waits for its activation link. */
export function updateProfile(
  world: World,
  player: PlayerRow,
  body: Partial<ProfileUpdate>,
): PlayerRow {
  if (typeof body.firstName !== 'string' || body.firstName.trim() === '')
    throw invalid('firstName', 'REQUIRED');
  if (typeof body.lastName !== 'string' || body.lastName.trim() === '')
    throw invalid('lastName', 'REQUIRED');
  if (!isCity(body.city)) throw invalid('city', 'INVALID_CITY');
  const email =
    typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim() : null;
  if (email && !isValidEmail(email)) throw invalid('email', 'INVALID_EMAIL');
  let emailChange: Partial<PlayerRow> = {};
  if (email && email.toLowerCase() !== player.email?.toLowerCase()) {
    const owner = findByEmail(world, email);
    if (owner && owner.id !== player.id) {
      throw new DomainError(
        409,
        'UNIQUE_VIOLATION',
        'The entered email address can not be stored.',
      );
    }
    const activationId = world.faker.string.alphanumeric(24);
    emailChange = { pendingEmail: email, activationId };
    send(world, email, 'email-link', { link: activationLink(activationId) });
  }
  return updatePlayer(world, player.id, {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    city: body.city as string,
    ...emailChange,
  });
}

/** "registration confirmed" for the email given at sign-up, "email registered" for a change. */
export function confirmEmail(world: Tables, activationId: string | null): ConfirmEmailResponse {
  const player = activationId
    ? world.db.player.findFirst({ where: { activationId: { equals: activationId } } })
    : null;
  if (!player) throw new DomainError(400, 'EMAIL_NOT_CONFIRMED', 'Email not verified');
  if (player.pendingEmail) {
    updatePlayer(world, player.id, {
      email: player.pendingEmail,
      pendingEmail: null,
      activationId: null,
    });
    return { message: 'email registered' };
  }
  updatePlayer(world, player.id, { activationId: null });
  return { message: 'registration confirmed' };
}

export function setLanguage(world: Tables, player: PlayerRow, iso: unknown): void {
  if (!isLanguage(iso)) throw invalid('iso', 'INVALID_LANGUAGE');
  updatePlayer(world, player.id, { preferredLanguage: iso as UiLanguage });
}

export function setCommunicationPreferences(
  world: World,
  player: PlayerRow,
  body: Partial<CommunicationPreferences>,
): CommunicationPreferences {
  const keys = ['email', 'sms', 'push', 'newsletter'] as const;
  for (const key of keys) if (typeof body[key] !== 'boolean') throw invalid(key, 'INVALID_BOOLEAN');
  const prefs = body as CommunicationPreferences;
  updatePlayer(world, player.id, {
    commEmail: prefs.email,
    commSms: prefs.sms,
    commPush: prefs.push,
    newsletter: prefs.newsletter,
  });
  return { email: prefs.email, sms: prefs.sms, push: prefs.push, newsletter: prefs.newsletter };
}

/**
 * Self-exclusion: the play state's flag is set and every session ends. The account's own state is
 * left alone (lifting the flag must not lift an operator's suspension); login answers
 * ACCOUNT_SELF_EXCLUDED by the flag, not the spec's "suspended" (behaviour 283).
 */
export function selfBlock(world: World, player: PlayerRow, password: unknown): void {
  if (player.password !== password) {
    throw new DomainError(401, 'INVALID_CREDENTIALS', 'Credentials are incorrect. Try again.');
  }
  updatePlayState(world, player.id, (state) => ({ ...state, selfExcluded: true }));
  protectSelfExcluded(world, player);
}

/** Refused while the player holds open tickets or money. */
export function selfClose(world: World, player: PlayerRow): void {
  const openTickets = world.db.ticket.count({
    where: { playerId: { equals: player.id }, state: { equals: 'OPEN' } },
  });
  if (openTickets > 0 || player.payable + player.nonPayable > 0) {
    throw new DomainError(409, 'ACCOUNT_NOT_CLOSABLE', NOT_CLOSABLE_MESSAGE, {
      details: { openTickets, balance: player.payable + player.nonPayable },
    });
  }
  updatePlayer(world, player.id, { state: 'CLOSED' });
  revokeAllSessions(world, player.id);
}
