import { subscribe } from 'valtio';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { formatServerDate, formatServerTime } from '@/lib/format';
import { resettableProxy, storage, STORAGE_KEYS } from '@/lib/storage';
import { isValidFavourite, MAX_FAVOURITES, normaliseFavourite } from './favourite-rules';

const load = (): Favourite[] => {
  const saved = storage.getJson<unknown>(STORAGE_KEYS.favourites);
  // Anything else in the key (an old format, a hand edit) is dropped rather than trusted.
  return Array.isArray(saved) ? (saved as Favourite[]).filter(isValidFavourite) : [];
};

/**
 * A visitor's favourites: client state in localStorage (no account to keep them). Logged-in
 * players' favourites are server facts in React Query; see use-favourites.ts.
 */
export const localFavourites = resettableProxy(() => ({ list: load() }));

subscribe(localFavourites, () => storage.setJson(STORAGE_KEYS.favourites, localFavourites.list));

const nextId = () => Math.max(0, ...localFavourites.list.map((f) => f.favouriteId)) + 1;

export const localFavouriteActions = {
  /** False when the visitor already keeps the most allowed. */
  add(input: FavouriteInput, now: Date = new Date()): Favourite | null {
    if (localFavourites.list.length >= MAX_FAVOURITES) return null;
    const favourite = {
      favouriteId: nextId(),
      ...normaliseFavourite(input),
      created: `${formatServerDate(now)}T${formatServerTime(now)}:00+03:00`,
    };
    localFavourites.list.push(favourite);
    return favourite;
  },
  update(favouriteId: number, input: FavouriteInput): void {
    const index = localFavourites.list.findIndex((f) => f.favouriteId === favouriteId);
    const current = localFavourites.list[index];
    if (current) localFavourites.list[index] = { ...current, ...normaliseFavourite(input) };
  },
  remove(favouriteId: number): void {
    localFavourites.list = localFavourites.list.filter((f) => f.favouriteId !== favouriteId);
  },
  clear(): void {
    localFavourites.list = [];
  },
};
