import { DomainError } from '../domain/errors';
import { randomToken } from '../random';
import type { SeedOptions } from '../seed';
import { resetWorld } from '../control/world';
import { GAME } from '../services/game-config';
import { defaultWorld, worldsSupported } from './current';
import { createWorldState, DEFAULT_WORLD_ID, type World } from './state';

/** Limits that keep a long-running fake small (decision 0140). */
export const WORLD_LIMITS = { max: 64, idleMs: 30 * 60_000 };

const worlds = new Map<string, World>();
let clock = (): number => Date.now();

/** Tests move real time for expiry without waiting. */
export function setRegistryClock(next: () => number): void {
  clock = next;
}

function sweep(): void {
  const oldest = clock() - WORLD_LIMITS.idleMs;
  for (const [id, world] of worlds) if (world.lastUsed < oldest) worlds.delete(id);
}

/** Seeds `world` as a reset does: fixtures, scenario, clock, no idempotency answers. */
export function seedInto(world: World, options: SeedOptions = {}): void {
  resetWorld(world, options);
}

/**
 * A new seeded world (a random id unless `id` is given; a known `id` is reseeded, not doubled).
 * 429 past the cap, 501 where the host has no worlds.
 */
export function createWorld(
  options: SeedOptions = {},
  id?: string,
): { world: World; created: boolean } {
  if (!worldsSupported()) throw new DomainError(501, 'NOT_SUPPORTED', 'This host has one world');
  sweep();
  const known = id === undefined ? undefined : worlds.get(id);
  if (!known && worlds.size >= WORLD_LIMITS.max) {
    throw new DomainError(429, 'TOO_MANY_WORLDS', `At most ${WORLD_LIMITS.max} worlds`);
  }
  const world = known ?? createWorldState(id ?? `w${randomToken(6)}`, GAME.firstDrawNumber);
  seedInto(world, options);
  world.lastUsed = clock();
  worlds.set(world.id, world);
  return { world, created: !known };
}

/** The world with this id (touched, so it stays alive), or undefined when unknown or expired. */
export function findWorld(id: string): World | undefined {
  if (id === DEFAULT_WORLD_ID) return defaultWorld();
  sweep();
  const world = worlds.get(id);
  if (world) world.lastUsed = clock();
  return world;
}

export const deleteWorld = (id: string): boolean => worlds.delete(id);

export const listWorlds = (): { id: string; lastUsed: string }[] =>
  [...worlds.values()].map((w) => ({ id: w.id, lastUsed: new Date(w.lastUsed).toISOString() }));
