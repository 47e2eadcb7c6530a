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
  /** Whether a saved entry may be restored now (e.g. a player's only while a token is held). */
  restorable?: (key: QueryKey) => boolean;
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, index) => key[index] === part);
const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** The storage keys in use, so a logout can forget a player's saved answers everywhere. */
const storageKeys = new Set<string>();

const read = (storageKey: string) => storage.getJson<SavedQuery[]>(storageKey) ?? [];

/**
 * Keeps the listed queries in localStorage and restores them at start with the time they were
 * fetched, so the last results, jackpot and tickets read offline. React Query stays
 * their one home: the stored copy only seeds the cache, and a fresh answer replaces it. An entry
 * stays saved after its query left the cache (garbage collected), until a newer answer or
 * `forgetPersisted` replaces it.
 */
export function persistQueries(client: QueryClient, options: PersistOptions): () => void {
  const matches = (key: QueryKey) => options.prefixes.some((prefix) => startsWith(key, prefix));
  storageKeys.add(options.storageKey);
  const now = Date.now();
  const restorable = options.restorable ?? (() => true);
  const kept = read(options.storageKey).filter(
    (saved) =>
      Array.isArray(saved.key) &&
      matches(saved.key) &&
      restorable(saved.key) &&
      now - saved.updatedAt <= options.maxAgeMs,
  );
  for (const saved of kept) {
    if (client.getQueryData(saved.key) !== undefined) continue;
    client.setQueryData(saved.key, saved.data, { updatedAt: saved.updatedAt });
  }
  storage.setJson(options.storageKey, kept);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (!matches(queryKey)) return;
    const others = read(options.storageKey).filter((saved) => !sameKey(saved.key, queryKey));
    const entry = { key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt };
    storage.setJson(options.storageKey, [...others, entry]);
  });
}

/** Drops the saved answers under a prefix (a logout: the next player never reads them). */
export function forgetPersisted(prefix: QueryKey): void {
  for (const storageKey of storageKeys) {
    const saved = read(storageKey);
    const kept = saved.filter((entry) => !startsWith(entry.key, prefix));
    // Written only when something goes: a logout creates no key that was not there.
    if (kept.length < saved.length) storage.setJson(storageKey, kept);
  }
}
