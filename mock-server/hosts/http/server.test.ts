import { defaultWorld } from '../../world/current';
import { connect } from 'node:net';
import { freePort } from './free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTicketsToCart, purchaseCart } from '../../../src/lib/api/cart';
import { getAccountBalance, login } from '../../../src/lib/api/account';
import { getTicketTypes } from '../../../src/lib/api/games';
import { setRuntimeConfig } from '../../../src/lib/config';
import { tokenStore } from '../../../src/lib/api/tokens';
import { openDraws } from '../../control/world';
import { startHttpFake, type RunningHttpFake } from './server';

const world = defaultWorld();

let fake: RunningHttpFake;

beforeAll(async () => {
  // Real time (not frozen): the adapter judges token expiry with the real clock.
  fake = await startHttpFake({ port: await freePort(), logger: false });
  setRuntimeConfig({
    lotteryApiBaseUrl: `${fake.url}/lottery`,
    cmsBaseUrl: `${fake.url}/cms/api`,
    cmsMediaBaseUrl: `${fake.url}/cms`,
  });
});

afterAll(async () => {
  tokenStore.clear();
  await fake.close();
});

describe('the standalone HTTP host', () => {
  it("answers the adapter's real calls", async () => {
    expect((await getTicketTypes())[0]?.pricePerGridPerDraw).toBe(1000);
    const tokens = await login('07701234567', 'Lottery123!');
    tokenStore.setTokens(tokens);
    expect(await getAccountBalance()).toMatchObject({ balance: 50_000 });
    const drawId = openDraws(world)[0]?.drawId ?? 0;
    const cart = await addTicketsToCart([
      { ticketTypeName: '6of29', drawIds: [drawId], tips: [[4, 8, 15, 16, 23, 29]] },
    ]);
    expect(cart.cartPrice).toBe(1000);
    expect((await purchaseCart()).amountCharged).toBe(1000);
    expect((await getAccountBalance()).balance).toBe(49_000);
  });

  it('answers 400, not 500, to request targets no URL parser takes (issue 24)', async () => {
    const { port } = new URL(fake.url);
    const statusLine = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += String(chunk)));
        socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
        socket.on('error', reject);
      });
    expect(await statusLine('http://[')).toMatch(/^HTTP\/1\.1 400/);
    expect(await statusLine('/w/a%ZZ/lottery/sales/game-infos')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('keeps the control API from other hosts, other sites and non-JSON bodies (issue 24)', async () => {
    const { port } = new URL(fake.url);
    const status = (head: string, body = '') =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(
            `${head}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => (text += String(chunk)));
        socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
        socket.on('error', reject);
      });
    const reset = 'POST /__control/reset HTTP/1.1';
    // DNS rebinding: the page's own name arrives as Host.
    expect(await status(`${reset}\r\nHost: attacker.example:4000`)).toMatch(/ 403 /);
    expect(await status(`GET /w/x/__control/journal HTTP/1.1\r\nHost: attacker.example`)).toMatch(
      / 403 /,
    );
    // A cross-site form post or no-cors fetch carries its Origin.
    expect(await status(`${reset}\r\nHost: 127.0.0.1\r\nOrigin: https://attacker.example`)).toMatch(
      / 403 /,
    );
    expect(await status(`${reset}\r\nHost: 127.0.0.1\r\nContent-Type: text/plain`, '{}')).toMatch(
      / 415 /,
    );
    // QA's own calls: loopback, no Origin or a local one, JSON or no body.
    expect(await status(`${reset}\r\nHost: localhost:4000`)).toMatch(/ 200 /);
    expect(
      await status(
        `${reset}\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1:5173\r\nContent-Type: application/json`,
        '{}',
      ),
    ).toMatch(/ 200 /);
    // The lottery API itself is not concerned.
    expect(
      await status('GET /lottery/sales/game-infos HTTP/1.1\r\nHost: attacker.example'),
    ).toMatch(/ 200 /);
  });

  it('answers CORS preflights for localhost origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${fake.url}/lottery/users`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(local.headers.get('access-control-allow-methods')).toContain('DELETE');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('runs the scenario gate: geo-blocking and one-shot failures', async () => {
    const put = (body: unknown) =>
      fetch(`${fake.url}/__control/scenario`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await put({ geoBlocked: true });
    const blocked = await fetch(`${fake.url}/lottery/sales/game-infos`);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ status: 'geo location restricted' });
    await put({ geoBlocked: false, failNext: [{ path: '/games/tickets', status: 503 }] });
    expect((await fetch(`${fake.url}/lottery/games/tickets`)).status).toBe(503);
    expect((await fetch(`${fake.url}/lottery/games/tickets`)).status).toBe(200);
    expect((await fetch(`${fake.url}/lottery/no/such/call`)).status).toBe(404);
  });

  it('serves the CMS and the control API, and a JSON 404 elsewhere', async () => {
    const cms = await fetch(`${fake.url}/cms/api/homepage?fields[0]=footerText`);
    expect(cms.status).toBe(200);
    const scenario = await fetch(`${fake.url}/__control/scenario`);
    expect(await scenario.json()).toMatchObject({ geoBlocked: false });
    const missing = await fetch(`${fake.url}/nowhere`);
    expect(missing.status).toBe(404);
  });
});
