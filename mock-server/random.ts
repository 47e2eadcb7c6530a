import type { World } from './world/state';

/**
 * One seeded faker per world: the seed is set on every world reset, so codes, ids and the seeded
 * world come out the same on every run, whatever other worlds do meanwhile.
 */
export const reseed = (world: World, seed: number): void => {
  world.faker.seed(seed);
};

/** A number in [0, 1) from the world's seeded faker. */
export const random = (world: World): number =>
  world.faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1;

/**
 * Hex from the platform's CSPRNG (Node and browsers alike), never the seeded faker: ids and
 * secrets a client must not be able to predict.
 */
export function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A number in [0, 1) from the platform's CSPRNG. */
const secureRandom = (): number => {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

/**
 * The source of one-time codes (SMS, password reset): the CSPRNG, so no code can be predicted
 * (the first reset code after a start was always 084793); the seeded faker only when a QA world
 * asks for it with the scenario flag `seededCodes` (issue 24).
 */
export const codeRandom = (world: World): number =>
  world.scenario.seededCodes ? random(world) : secureRandom();
