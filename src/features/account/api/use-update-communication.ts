import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CommunicationPreferences } from '@/lib/api/types';
import { updateCachedProfile } from '@/entities/session';

/** Saves the news channels; the answered preferences are merged into the cached profile. */
export const useUpdateCommunication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: CommunicationPreferences) =>
      api.updateCommunicationPreferences(preferences),
    onSuccess: (saved) => updateCachedProfile(client, { communicationPreferences: saved }),
  });
};
