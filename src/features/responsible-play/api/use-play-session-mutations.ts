import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OverviewFrequency } from '@/lib/api/types';
import { responsiblePlayKeys } from '@/entities/responsible-play';

/** The session length for the next logins (decision 0282): the answer replaces the cached one. */
export function useSetSessionLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) => api.setSessionLimit(minutes),
    onSuccess: (limit) => client.setQueryData(responsiblePlayKeys.sessionLimit(), limit),
  });
}

/** How often the spending overview is due (decision 0283). */
export function useSetOverviewFrequency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (frequency: OverviewFrequency) => api.setSpendingOverviewFrequency(frequency),
    onSuccess: (overview) => client.setQueryData(responsiblePlayKeys.overview(), overview),
  });
}
