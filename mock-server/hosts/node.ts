import { setupServer, type SetupServer } from 'msw/node';
import { DEFAULT_ORIGIN } from '../config';
import { resetWorld, type SeedOptions } from '../control/world';
import { createHandlers } from '../handlers';

export interface NodeFakeOptions extends SeedOptions {
  origin?: string;
}

/**
 * The fake inside a Node test process: msw intercepts fetch to `origin`. The world is seeded
 * (frozen clock when `clockStart` is given); call `server.listen()` and `resetWorld()` yourself.
 */
export function createNodeFake(options: NodeFakeOptions = {}): {
  server: SetupServer;
  origin: string;
} {
  const origin = options.origin ?? DEFAULT_ORIGIN;
  resetWorld(options.clockStart === undefined ? {} : { clockStart: options.clockStart });
  return { server: setupServer(...createHandlers({ origin })), origin };
}
