import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { ProfileUpdate, UserProfile } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { setProfile } from '../api';

/** The whole editable part of the profile, as PUT /users wants it. */
export const editableOf = (profile: UserProfile): ProfileUpdate => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  city: profile.city,
});

/** Saves; the answer becomes the profile query's entry. */
export async function saveProfile(update: ProfileUpdate): Promise<UserProfile> {
  const profile = await api.updateProfile(update);
  setProfile(queryClient, profile);
  return profile;
}

/** An email already used by another account (the call is silent on it: the form says so). */
export const isUniqueViolation = (error: unknown): boolean =>
  isApiError(error) && error.code === 'UNIQUE_VIOLATION';
