import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { shellLine, verifyFromBroker, type BrokerContext } from './commands';
import { brokerUnreachable } from './reachable';

const run = promisify(execFile);
const ctx: BrokerContext = {
  brokerUrl: 'https://broker.example.iq',
  version: '903b752c',
  branch: "feature/it's-done",
  environment: 'production',
};

describe('a printed broker command line', () => {
  it('keeps its quotes when pasted into a shell: bash reads back the same arguments', async () => {
    const command = verifyFromBroker(
      ctx,
      'lottery-api',
      'http://127.0.0.1:4000/lottery',
      'http://127.0.0.1:4000/__control/state',
    );
    const line = shellLine(command);
    expect(line).toContain(`'{"mainBranch":true}'`);
    // printf prints each argument on its own line, as the shell split them.
    const { stdout } = await run('bash', ['-c', `printf '%s\\n' ${line}`]);
    expect(stdout.trimEnd().split('\n')).toEqual([command.bin, ...command.args]);
  });
});

describe('an unreachable broker', () => {
  const silent: Server[] = [];
  afterAll(() => silent.forEach((server) => server.close()));

  it('is said at once when nothing listens', async () => {
    const started = performance.now();
    const message = await brokerUnreachable(`http://127.0.0.1:${await freePort()}`);
    expect(message).toMatch(/not reachable \(ECONNREFUSED\)/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives up after its timeout when the broker never answers', async () => {
    // Accepts the connection and says nothing, like a broker behind a dead proxy.
    const server = createServer(() => undefined);
    silent.push(server);
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const started = performance.now();
    const message = await brokerUnreachable(`http://127.0.0.1:${port}`, 300);
    expect(message).toMatch(/no answer within 0.3 s/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts any HTTP answer as reachable', async () => {
    const server = createServer((socket) =>
      socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n'),
    );
    silent.push(server);
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect(await brokerUnreachable(`http://127.0.0.1:${port}`)).toBeUndefined();
  });
});
