import type { UserBalance, UserProfile } from '@/lib/api/types';

/** A verified player like the fake's seeded Ahmed Hassan. */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    playerId: 1,
    username: '07701234567',
    phoneNumber: '07701234567',
    firstName: 'Ahmed',
    lastName: 'Hassan',
    gender: 'MALE',
    email: 'ahmed@example.com',
    pendingEmail: null,
    dateOfBirth: '1990-01-01',
    country: 'IQ',
    city: 'Baghdad',
    preferredLanguage: 'ar',
    mobileVerified: true,
    roles: [{ roleName: 'PLAYER' }, { roleName: 'IDENTITY_CONFIRMED' }],
    accountState: 'VERIFIED',
    latestTermsAccepted: true,
    communicationPreferences: { email: true, sms: true, push: false, newsletter: false },
    ...overrides,
  };
}

export function testBalance(balance = 50_000): UserBalance {
  return { balance, balancePayable: balance, balanceNonPayable: 0 };
}

/** An unverified player: no IDENTITY_CONFIRMED role, mobile not verified. */
export const unverifiedProfile = (): UserProfile =>
  testProfile({
    mobileVerified: false,
    roles: [{ roleName: 'PLAYER' }],
    accountState: 'UNVERIFIED',
  });
