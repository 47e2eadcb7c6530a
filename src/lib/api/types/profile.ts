import type { Infer } from '../contract/define';
import type { communicationPreferences, userProfile } from '../contract/account';
import type { ServerDate } from './common';
import type { UiLanguage } from './languages';
import type { City } from './cities';

export { CITIES, type City } from './cities';

export type Gender = UserProfile['gender'];

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

export type Role = UserProfile['roles'][number];

export type AccountState = UserProfile['accountState'];

export type CommunicationPreferences = Infer<typeof communicationPreferences>;

/** GET /users. */
export type UserProfile = Infer<typeof userProfile>;

/** PUT /users: the editable part of the profile. An email change starts a verification by link. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string | null;
  city: City;
}
