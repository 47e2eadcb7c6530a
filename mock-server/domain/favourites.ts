import type { FavouriteInput } from '../../src/lib/api/types';
import { DomainError } from './errors';
import { isValidGrid } from './pricing';

/** A player keeps at most this many favourites; more answers 400 FAVOURITES_LIMIT. */
export const MAX_FAVOURITES = 20;
export const MAX_NAME_LENGTH = 40;

const invalid = (field: string, message: string) =>
  new DomainError(400, 'VALIDATION_FAILED', message, { errors: [{ field, code: 'INVALID' }] });

/** Checks a favourite's body: 6 distinct numbers 1..29 and a name of at most 40 characters. */
export function validateFavourite(input: Partial<FavouriteInput> | null): FavouriteInput {
  const name = input?.name ?? '';
  if (typeof name !== 'string') throw invalid('name', 'name must be a string');
  const trimmed = name.trim();
  if (trimmed.length > MAX_NAME_LENGTH)
    throw invalid('name', `name is longer than ${MAX_NAME_LENGTH} characters`);
  if (!isValidGrid(input?.numbers))
    throw invalid('numbers', 'numbers: 6 distinct integers from 1 to 29');
  return { name: trimmed, numbers: [...input.numbers].sort((a, b) => a - b) };
}
