import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { isGridComplete } from '@/lib/lottery/pick-rules';

/** The same limits the backend extension applies (docs/decisions/0018-extension-calls-favourites.md). */
export const MAX_FAVOURITES = 20;
export const MAX_NAME_LENGTH = 40;

export const normaliseFavourite = (input: FavouriteInput): FavouriteInput => ({
  name: input.name.trim().slice(0, MAX_NAME_LENGTH),
  numbers: [...input.numbers].sort((a, b) => a - b),
});

export const isValidFavourite = (value: unknown): value is Favourite => {
  const f = value as Partial<Favourite> | null;
  return (
    !!f &&
    typeof f.favouriteId === 'number' &&
    typeof f.name === 'string' &&
    Array.isArray(f.numbers) &&
    isGridComplete(f.numbers)
  );
};

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Same numbers, whatever the order or name. */
export const sameNumbers = (a: readonly number[], b: readonly number[]) => key(a) === key(b);

/** The visitor's favourites the account does not hold yet (by numbers): what a login moves. */
export const favouritesToMove = (local: Favourite[], account: Favourite[]): Favourite[] =>
  local.filter(
    (f, i) =>
      !account.some((a) => sameNumbers(a.numbers, f.numbers)) &&
      local.findIndex((other) => sameNumbers(other.numbers, f.numbers)) === i,
  );
