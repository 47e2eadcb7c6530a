import { faker } from '@faker-js/faker';

/**
 * One seeded faker for the whole fake: the seed is set on every world reset, so codes, ids and
 * the seeded world come out the same on every run.
 */
export const rng = faker;

export const reseed = (seed: number): void => {
  faker.seed(seed);
};

export const random = (): number => faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1;

/**
 * Hex from the platform's CSPRNG (Node and browsers alike), never the seeded faker: ids and
 * secrets a client must not be able to predict.
 */
export function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}
