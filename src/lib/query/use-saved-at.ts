import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** When the newest answer under a key prefix was fetched (ms), or null when none is held. */
export function useSavedAt(prefix: QueryKey): number | null {
  const client = useQueryClient();
  const times = client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? Math.max(...times) : null;
}
