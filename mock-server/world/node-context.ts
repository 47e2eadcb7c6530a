import { AsyncLocalStorage } from 'node:async_hooks';
import { installWorldContext } from './current';
import type { World } from './state';

const storage = new AsyncLocalStorage<World>();

/**
 * Node hosts (msw/node, the standalone server) call this: each request runs in its world across
 * every await. Kept apart so node:async_hooks never reaches the browser bundle.
 */
export function installNodeWorlds(): void {
  installWorldContext({
    current: () => storage.getStore(),
    run: (world, work) => storage.run(world, work),
  });
}
