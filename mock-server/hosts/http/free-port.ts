import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now: for tests and benchmarks that start their own fake. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
