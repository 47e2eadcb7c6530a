import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useFirstPass } from '@/lib/first-pass';

/** When the newest answer under a key prefix was fetched (ms), or null when none is held. */
export function useSavedAt(prefix: QueryKey): number | null {
  const client = useQueryClient();
  // The first pass of a prerendered page shows no data (decision 0232), so no time either.
  const firstPass = useFirstPass();
  const times = client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length && !firstPass ? Math.max(...times) : null;
}
