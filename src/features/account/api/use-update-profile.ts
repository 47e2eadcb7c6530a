import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { ProfileUpdate, UserProfile } from '@/lib/api/types';
import { setProfile } from '@/entities/session';

/** The whole editable part of the profile, as PUT /users wants it. */
export const editableOf = (profile: UserProfile): ProfileUpdate => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  city: profile.city,
});

/** An email already used by another account (the call is silent on it: the form says so). */
export const isUniqueViolation = (error: unknown): boolean =>
  isApiError(error) && error.code === 'UNIQUE_VIOLATION';

/** Saves names, city or email; the answer is the profile query's new entry (no second fetch). */
export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.updateProfile(update),
    onSuccess: (profile) => setProfile(client, profile),
  });
};
