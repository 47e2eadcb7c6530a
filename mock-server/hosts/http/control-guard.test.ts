import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from '../../handlers';
import { createRouter } from '../../routes/match';
import { isControlPath } from '../../routes/control-path';
import { freePort } from './free-port';
import { startHttpFake, type RunningHttpFake } from './server';

let fake: RunningHttpFake;
beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});
afterAll(() => fake.close());

/** The status line of one raw request (raw, so no client normalises the target first). */
function statusOf(head: string, body = ''): Promise<string> {
  const { port } = new URL(fake.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${head}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

/** Spellings of control paths found by the attack run (issue 39) and their neighbours. */
const SPELLINGS = [
  '/__CONTROL/reset',
  '/__Control/inbox?phone=07701234568',
  '/__control/RESET',
  '/__control/reset/',
  '/%5F%5Fcontrol/reset',
  '/%5f%5FCONTROL/reset',
  '/%255F%255Fcontrol/reset',
  '/__control%2Freset',
  '//__control/reset',
  '/lottery/..//__control/reset',
  '/w/qa/__CONTROL/journal',
  '/W/qa/__control/journal',
  '/w/qa//__control/journal',
  '/w/%71a/__Control/journal',
];

describe('the control guard reads the path as the router does (issue 39)', () => {
  it.each(SPELLINGS)('refuses %s from a foreign host', async (target) => {
    expect(await statusOf(`GET ${target} HTTP/1.1\r\nHost: evil.example`)).toMatch(/ 403 /);
  });

  it.each(SPELLINGS)('refuses %s from a foreign origin', async (target) => {
    const head = `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example`;
    expect(await statusOf(`${head}\r\nContent-Type: text/plain`, '{}')).toMatch(/ 40[13] /);
  });

  it('refuses a text/plain body to an upper-case path (the cross-site form of the attack)', async () => {
    const head = 'POST /__CONTROL/reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain';
    expect(await statusOf(head, '{}')).toMatch(/ 415 /);
  });

  it('still lets QA in from loopback in any spelling the router takes', async () => {
    expect(await statusOf('GET /__CONTROL/clock HTTP/1.1\r\nHost: 127.0.0.1')).toMatch(/ 200 /);
    expect(await statusOf('GET /lottery/sales/game-infos HTTP/1.1\r\nHost: evil.example')).toMatch(
      / 200 /,
    );
  });

  it('guards every path the router sends to a control route, in every case and escape', () => {
    const origin = 'http://127.0.0.1:4000';
    const routes = createRoutes({ origin });
    const matches = createRouter(routes, origin);
    const controlRoutes = new Set(routes.filter((r) => r.path.includes('/__control')));
    const concrete = [...controlRoutes].map((r) =>
      r.path
        .slice(origin.length)
        .replace(/:[A-Za-z]+/g, 'x')
        .replace(/\*/g, 'y'),
    );
    const variants = (path: string) => [
      path,
      path.toUpperCase(),
      path.replace(/_/g, '%5F'),
      path.replace(/__control/, '__CoNtRoL'),
      `${path}/`,
    ];
    let checked = 0;
    for (const path of concrete)
      for (const variant of variants(path))
        for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
          const reachesControl = [...matches(method, variant)].some((m) =>
            controlRoutes.has(m.route),
          );
          if (!reachesControl) continue;
          checked++;
          expect(isControlPath(variant), variant).toBe(true);
        }
    expect(checked).toBeGreaterThan(100);
  });

  it('leaves lottery and CMS paths alone', () => {
    expect(isControlPath('/lottery/users/login')).toBe(false);
    expect(isControlPath('/cms/api/news-articles/control')).toBe(false);
    expect(isControlPath('/w/qa/lottery/sales/game-infos')).toBe(false);
  });
});
