import { setupServer, type SetupServer } from 'msw/node';
import { DEFAULT_ORIGIN } from '../config';
import { resetWorld, type SeedOptions } from '../control/world';
import { createRoutes } from '../handlers';
import { withPipeline } from '../pipeline/msw';
import { allowWorlds, defaultWorld } from '../world/current';

export interface NodeFakeOptions extends SeedOptions {
  origin?: string;
}

/**
 * The fake inside a Node test process: msw intercepts fetch to `origin`. The world is seeded
 * (frozen clock when `clockStart` is given); call `server.listen()` and `resetWorld()` yourself.
 * Worlds under `/w/{id}`, the journal and faults work as in the standalone host.
 */
export function createNodeFake(options: NodeFakeOptions = {}): {
  server: SetupServer;
  origin: string;
} {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  allowWorlds();
  resetWorld(
    defaultWorld(),
    options.clockStart === undefined ? {} : { clockStart: options.clockStart },
  );
  return { server: setupServer(...withPipeline(origin, createRoutes({ origin }))), origin };
}
