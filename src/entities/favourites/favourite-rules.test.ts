import { describe, expect, it } from 'vitest';
import type { Favourite } from '@/lib/api/types';
import { favouritesToMove, isValidFavourite, normaliseFavourite } from './favourite-rules';

const fav = (favouriteId: number, numbers: number[], name = ''): Favourite => ({
  favouriteId,
  name,
  numbers,
  created: '2026-11-20T12:00:00+03:00',
});

describe('favourite rules', () => {
  it('moves only the visitor favourites the account lacks, once each', () => {
    const local = [
      fav(1, [1, 2, 3, 4, 5, 6]),
      fav(2, [6, 5, 4, 3, 2, 1]),
      fav(3, [7, 8, 9, 10, 11, 12]),
    ];
    const account = [fav(500, [7, 8, 9, 10, 11, 12], 'Mine')];
    expect(favouritesToMove(local, account).map((f) => f.favouriteId)).toEqual([1]);
    expect(favouritesToMove([], account)).toEqual([]);
  });

  it('trims names and sorts numbers', () => {
    expect(normaliseFavourite({ name: '  Home ', numbers: [9, 1, 5, 3, 2, 8] })).toEqual({
      name: 'Home',
      numbers: [1, 2, 3, 5, 8, 9],
    });
  });

  it('drops stored entries that are not favourites', () => {
    expect(isValidFavourite(fav(1, [1, 2, 3, 4, 5, 6]))).toBe(true);
    expect(isValidFavourite(fav(1, [1, 2, 3, 4, 5]))).toBe(false);
    expect(isValidFavourite({ favouriteId: 'x' })).toBe(false);
    expect(isValidFavourite(null)).toBe(false);
  });
});
