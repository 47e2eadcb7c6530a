import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { storage } from '@/lib/storage';

interface SavedQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface PersistOptions {
  /** Key prefixes to keep, e.g. ['results']; anything else is never written. */
  prefixes: readonly QueryKey[];
  storageKey: string;
  /** Older entries are dropped on restore. */
  maxAgeMs: number;
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, index) => key[index] === part);

/**
 * Keeps the listed queries in localStorage and restores them at start with the time they were
 * fetched, so the last results and jackpot read offline (issue 14). React Query stays their one
 * home: the stored copy only seeds the cache, and a fresh answer replaces it.
 */
export function persistQueries(client: QueryClient, options: PersistOptions): () => void {
  const matches = (key: QueryKey) => options.prefixes.some((prefix) => startsWith(key, prefix));
  const now = Date.now();
  for (const saved of storage.getJson<SavedQuery[]>(options.storageKey) ?? []) {
    if (!Array.isArray(saved.key) || !matches(saved.key)) continue;
    if (now - saved.updatedAt > options.maxAgeMs) continue;
    if (client.getQueryData(saved.key) !== undefined) continue;
    client.setQueryData(saved.key, saved.data, { updatedAt: saved.updatedAt });
  }
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!matches(event.query.queryKey)) return;
    const entries: SavedQuery[] = cache
      .findAll()
      .filter((query) => matches(query.queryKey) && query.state.status === 'success')
      .map((query) => ({
        key: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }));
    storage.setJson(options.storageKey, entries);
  });
}
