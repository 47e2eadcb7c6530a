import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startHttpFake } from './server';

/** One GET on `agent`, answering the response's Connection header once the body is read. */
function getWith(agent: Agent, url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers.connection));
    }).on('error', reject);
  });
}

describe('the standalone fake keeps idle connections open', () => {
  it('longer than a client waits between calls (Node’s 5 s default ended them mid-test: "socket hang up")', async () => {
    const fake = await startHttpFake({ port: await freePort(), logger: false });
    const agent = new Agent({ keepAlive: true });
    try {
      expect(await getWith(agent, `${fake.url}/__control/scenario`)).toBe('keep-alive');
      expect(fake.server.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
      // Headers must be allowed to take longer than a connection may idle, or Node cuts it first.
      expect(fake.server.headersTimeout).toBeGreaterThan(fake.server.keepAliveTimeout);
    } finally {
      const closing = Date.now();
      // An idle kept-alive connection does not hold the close up.
      await fake.close();
      expect(Date.now() - closing).toBeLessThan(2_000);
      agent.destroy();
    }
  });
});
