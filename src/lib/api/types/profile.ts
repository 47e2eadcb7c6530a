import type { ServerDate, UiLanguage } from './common';

export const CITIES = [
  'Anbar',
  'Basra',
  'Babylon',
  'Baghdad',
  'Duhok',
  'Diyala',
  'Dhi Qar',
  'Erbil',
  'Karbala',
  'Kirkuk',
  'Kurdistan',
  'Maysan',
  'Muthanna',
  'Najaf',
  'Nineveh',
  'Qadisiya',
  'Saladin',
  'Sulaymaniya',
  'Wasit',
] as const;
export type City = (typeof CITIES)[number];

export type Gender = 'MALE' | 'FEMALE';

/** PUT /users/registration. */
export interface RegistrationRequest {
  /** Local (07xxxxxxxxx / 7xxxxxxxxx) or international (+...) number. */
  phoneNumber: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  /** The second or father's name. */
  fatherName: string;
  gender: Gender;
  email: string | null;
  dateOfBirth: ServerDate;
  country: 'IQ';
  city: City;
  preferredLanguage: UiLanguage;
  newsletter: boolean;
}

export const RoleName = { IdentityConfirmed: 'IDENTITY_CONFIRMED', Player: 'PLAYER' } as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

export interface Role {
  roleName: RoleName | string;
}

export type AccountState = 'UNVERIFIED' | 'VERIFIED' | 'SUSPENDED' | 'CLOSED';

export interface CommunicationPreferences {
  email: boolean;
  sms: boolean;
  push: boolean;
  newsletter: boolean;
}

/** GET /users. */
export interface UserProfile {
  playerId: number;
  username: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  email: string | null;
  /** An email change waiting for its activation link. */
  pendingEmail: string | null;
  dateOfBirth: ServerDate;
  country: 'IQ';
  city: City;
  preferredLanguage: UiLanguage;
  mobileVerified: boolean;
  roles: Role[];
  accountState: AccountState;
  latestTermsAccepted: boolean;
  communicationPreferences: CommunicationPreferences;
}

/** PUT /users: the editable part of the profile. An email change starts a verification by link. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string | null;
  city: City;
}
