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
