import { GAME } from '../services/game-config';
import { createWorldState, DEFAULT_WORLD_ID, type World } from './state';

let fallback: World | undefined;

/** The world of every request without a `/w/{id}` prefix, and of the fake's own tests. */
export const defaultWorld = (): World =>
  (fallback ??= createWorldState(DEFAULT_WORLD_ID, GAME.firstDrawNumber));

let supported = false;

/** Node hosts offer worlds besides the default one; the browser host keeps to the default world. */
export function allowWorlds(): void {
  supported = true;
}

export const worldsSupported = (): boolean => supported;

/** `base` (an absolute URL) with the world's `/w/{id}` after its origin. */
export function withWorld(world: World, base: string): string {
  if (!world.prefix) return base;
  const url = new URL(base);
  return `${url.origin}${world.prefix}${url.pathname.replace(/\/$/, '')}`;
}
