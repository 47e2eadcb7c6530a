import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type {
  AccountState,
  City,
  Gender,
  UiLanguage,
  UserProfile,
} from '../../../src/lib/api/types';
import { now } from '../../clock';
import { nextId } from '../../db';
import { DomainError } from '../../domain/errors';
import { localPhone, normalizePhone } from '../../domain/phone';
import { hasAcceptedLatest, latestTerms, TERMS_VERSIONS } from '../../domain/terms';
import { sixDigitCode } from '../../domain/sms';
import { codeRandom } from '../../random';
import { send } from '../inbox';
import { book, type PlayerRow } from '../ledger';

export type PlayerStateOption = 'unverified' | 'verified' | 'suspended' | 'closed';

export interface CreatePlayerOptions {
  phone: string;
  password: string;
  state?: PlayerStateOption;
  /** Total balance in IQD; the part above `withdrawable` is booked as non-payable voucher money. */
  balance?: number;
  withdrawable?: number;
  /** Accepted the latest terms (default); false: only the first version, at registration. */
  termsAccepted?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  city?: City;
  gender?: Gender;
  dateOfBirth?: string;
  preferredLanguage?: UiLanguage;
  temporaryPassword?: boolean;
  /** When the opening bookings happen (defaults to now). */
  at?: number;
}

const firstTerms = () => TERMS_VERSIONS[0] ?? latestTerms();

const STATE: Record<PlayerStateOption, AccountState> = {
  unverified: 'UNVERIFIED',
  verified: 'VERIFIED',
  suspended: 'SUSPENDED',
  closed: 'CLOSED',
};

export function findByUsername(
  world: World,
  username: string | null | undefined,
): PlayerRow | null {
  const phone = username ? normalizePhone(username) : null;
  return phone ? world.db.player.findFirst({ where: { phone: { equals: phone } } }) : null;
}

export function findByEmail(world: World, email: string): PlayerRow | null {
  const wanted = email.toLowerCase();
  return world.db.player.getAll().find((p) => p.email?.toLowerCase() === wanted) ?? null;
}

export function createPlayer(world: World, options: CreatePlayerOptions): PlayerRow {
  const phone = normalizePhone(options.phone);
  if (!phone)
    throw new DomainError(400, 'VALIDATION_FAILED', 'Invalid phone', {
      errors: [{ field: 'phone', code: 'INVALID_PHONE' }],
    });
  if (world.db.player.findFirst({ where: { phone: { equals: phone } } })) {
    throw new DomainError(
      409,
      'NUMBER_EXISTS',
      'Number already registered. Log in or reset password.',
    );
  }
  const balance = options.balance ?? 0;
  const withdrawable = options.withdrawable ?? balance;
  if (
    !Number.isInteger(balance) ||
    !Number.isInteger(withdrawable) ||
    withdrawable < 0 ||
    withdrawable > balance
  ) {
    throw new DomainError(
      400,
      'INVALID_AMOUNT',
      'balance and withdrawable are integers, 0 <= withdrawable <= balance',
    );
  }
  const id = nextId(world, 'player', 1001);
  world.db.player.create({
    id,
    phone,
    username: localPhone(phone),
    password: options.password,
    firstName: options.firstName ?? 'Player',
    lastName: options.lastName ?? String(id),
    gender: options.gender ?? 'MALE',
    email: options.email ?? null,
    // nullable() fields default to an empty string when left out; the profile promises null.
    pendingEmail: null,
    activationId: null,
    dateOfBirth: options.dateOfBirth ?? '1990-01-15',
    city: options.city ?? 'Baghdad',
    preferredLanguage: options.preferredLanguage ?? 'ar',
    state: STATE[options.state ?? 'verified'],
    termsVersion: ((options.termsAccepted ?? true) ? latestTerms() : firstTerms()).version,
    termsAcceptedAt: options.at ?? now(world),
    temporaryPassword: options.temporaryPassword ?? false,
    commEmail: true,
    commSms: true,
    commPush: false,
    newsletter: false,
    smsCode: sixDigitCode(() => codeRandom(world)),
    createdAt: options.at ?? now(world),
  });
  const at = options.at ?? now(world);
  // An unverified player has been sent an SMS code (the inbox holds it for QA).
  if (options.state === 'unverified') {
    const created = world.db.player.update({
      where: { id: { equals: id } },
      data: { smsSentAt: now(world) },
      strict: true,
    });
    send(world, phone, 'sms-code', { code: created.smsCode });
  }
  if (withdrawable > 0) book(world, id, 'PAYIN', withdrawable, { at });
  if (balance > withdrawable) book(world, id, 'VOUCHER_PAYIN', balance - withdrawable, { at });
  return world.db.player.findFirst({ where: { id: { equals: id } }, strict: true });
}

export const isVerified = (player: PlayerRow): boolean => player.state !== 'UNVERIFIED';

export const toProfile = (player: PlayerRow): UserProfile => ({
  playerId: player.id,
  username: player.username,
  phoneNumber: player.phone,
  firstName: player.firstName,
  lastName: player.lastName,
  gender: player.gender as Gender,
  email: player.email,
  pendingEmail: player.pendingEmail,
  dateOfBirth: player.dateOfBirth,
  country: 'IQ',
  city: player.city as City,
  preferredLanguage: player.preferredLanguage as UiLanguage,
  mobileVerified: isVerified(player),
  roles: isVerified(player)
    ? [{ roleName: 'PLAYER' }, { roleName: 'IDENTITY_CONFIRMED' }]
    : [{ roleName: 'PLAYER' }],
  accountState: player.state as AccountState,
  latestTermsAccepted: hasAcceptedLatest(player.termsVersion),
  communicationPreferences: {
    email: player.commEmail,
    sms: player.commSms,
    push: player.commPush,
    newsletter: player.newsletter,
  },
});

export function updatePlayer(world: Tables, id: number, data: Partial<PlayerRow>): PlayerRow {
  // @mswjs/data's update type wants the model's own value types; PlayerRow's are the same.
  return world.db.player.update({ where: { id: { equals: id } }, data, strict: true });
}
