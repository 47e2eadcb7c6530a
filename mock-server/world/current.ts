import { GAME } from '../services/game-config';
import { createWorldState, DEFAULT_WORLD_ID, type World } from './state';

/** How a host keeps "the world of this request" across awaits (Node: AsyncLocalStorage). */
export interface WorldContext {
  current(): World | undefined;
  run<T>(world: World, work: () => T): T;
}

let context: WorldContext | undefined;
let fallback: World | undefined;

export const defaultWorld = (): World =>
  (fallback ??= createWorldState(DEFAULT_WORLD_ID, GAME.firstDrawNumber));

/** The world the running request (or test) acts on; the default world outside any request. */
export const currentWorld = (): World => context?.current() ?? defaultWorld();

/** Called once by Node hosts (see node-context.ts); the browser host has no context. */
export function installWorldContext(next: WorldContext): void {
  context ??= next;
}

export const worldsSupported = (): boolean => context !== undefined;

/** Runs `work` in `world`. Without a context only the default world can run. */
export function runInWorld<T>(world: World, work: () => T): T {
  if (context) return context.run(world, work);
  if (world.id !== DEFAULT_WORLD_ID) throw new Error('This host has only the default world');
  return work();
}

/** `base` (an absolute URL) with the current world's `/w/{id}` after its origin. */
export function withWorld(base: string): string {
  const prefix = currentWorld().prefix;
  if (!prefix) return base;
  const url = new URL(base);
  return `${url.origin}${prefix}${url.pathname.replace(/\/$/, '')}`;
}
