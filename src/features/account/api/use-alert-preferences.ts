import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AlertPreferencesChange } from '@/lib/api/types';
import { alertKeys } from '@/entities/alerts';

/**
 * The alert switches (extension, decision 0227). A 404 or any failure: alerts are not offered,
 * and Settings shows only the spec's communication preferences.
 */
export const alertPreferencesQuery = () =>
  queryOptions({
    queryKey: alertKeys.preferences(),
    queryFn: api.getAlertPreferences,
    retry: false,
  });

export const useAlertPreferences = () => useQuery(alertPreferencesQuery());

/** Saves the switches; the answer (every switch, as the backend keeps them) replaces the cache. */
export const useSetAlertPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertPreferencesChange) => api.setAlertPreferences(change),
    onSuccess: (saved) => client.setQueryData(alertKeys.preferences(), saved),
  });
};
