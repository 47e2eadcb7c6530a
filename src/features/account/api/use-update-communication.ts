import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CommunicationPreferences } from '@/lib/api/types';
import { setProfile } from './set-profile';

/** Saves the news channels; the answered preferences replace the profile's. */
export const useUpdateCommunication = () =>
  useMutation({
    mutationFn: (preferences: CommunicationPreferences) =>
      api.updateCommunicationPreferences(preferences),
    onSuccess: (saved) =>
      setProfile((profile) => ({ ...profile, communicationPreferences: saved })),
  });
