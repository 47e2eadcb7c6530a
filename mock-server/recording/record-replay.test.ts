import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../hosts/http/server';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';
import { driftReport } from './drift';
import type { Har } from './har';
import { startRecordingProxy } from './proxy';
import { readRecording, startReplayServer } from './replay';

const CLOCK_START = Date.parse('2026-11-20T09:00:00Z');
let real: RunningHttpFake;
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-recording-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  // The fake itself stands in for the real backend.
  real = await startHttpFake({ port: await freePort(), logger: false, clockStart: CLOCK_START });
});
afterAll(async () => {
  await real.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function send(base: string, path: string, init: RequestInit = {}, auth?: string) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (auth) headers.Authorization = `Bearer ${auth}`;
  if (init.body) headers['Content-Type'] = 'application/json';
  const answer = await fetch(`${base}/lottery${path}`, { ...init, headers });
  const text = await answer.text();
  return {
    status: answer.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

/** A short session: login, wallet, games, a ticket and its purchase. */
async function session(base: string) {
  const login = await send(base, `/users/login?username=07701234567&password=${DEMO_PASSWORD}`, {
    method: 'POST',
  });
  const auth = String(login.body.securityToken);
  const balance = await send(base, '/users/account-balance', {}, auth);
  const games = await send(base, '/sales/game-infos');
  // Draw 120 is on sale at CLOCK_START (the seeded schedule is the same on every reset).
  const ticket = { ticketTypeName: '6of29', drawIds: [120], tips: [[1, 2, 3, 4, 5, 6]] };
  const cart = await send(
    base,
    '/orders/cart/ticket',
    { method: 'POST', body: JSON.stringify(ticket) },
    auth,
  );
  const bought = await send(
    base,
    '/orders/cart/purchase?paymentMethod=NONE',
    { method: 'POST' },
    auth,
  );
  return { login, balance, games, cart, bought };
}

const reset = () =>
  fetch(`${real.url}/__control/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clockStart: CLOCK_START }),
  });

async function record(dir: string) {
  const proxy = await startRecordingProxy({ port: await freePort(), target: real.url, dir });
  const answers = await session(proxy.url);
  await proxy.close();
  return { answers, har: JSON.parse(readFileSync(proxy.file, 'utf8')) as Har };
}

describe('record through the proxy, replay, and report drift', () => {
  it('records HAR 1.2 with secrets masked as the journal masks them', async () => {
    await reset();
    const { answers, har } = await record(newDir());
    expect(answers.login.body.securityToken).toMatch(/^ey/); // the client got the real answer
    expect([answers.cart.status, answers.bought.status]).toEqual([200, 200]);
    expect(har.log.version).toBe('1.2');
    expect(
      har.log.entries.map((e) => [
        e.request.method,
        new URL(e.request.url).pathname,
        e.response.status,
      ]),
    ).toEqual([
      ['POST', '/lottery/users/login', 200],
      ['GET', '/lottery/users/account-balance', 200],
      ['GET', '/lottery/sales/game-infos', 200],
      ['POST', '/lottery/orders/cart/ticket', answers.cart.status],
      ['POST', '/lottery/orders/cart/purchase', answers.bought.status],
    ]);
    const text = JSON.stringify(har);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(String(answers.login.body.securityToken));
    const [login, balance] = har.log.entries;
    expect(login?.request.queryString).toContainEqual({ name: 'password', value: '***' });
    expect(JSON.parse(login?.response.content.text ?? '{}')).toMatchObject({
      securityToken: '***',
    });
    expect(balance?.request.headers).toContainEqual({ name: 'authorization', value: '***' });
  });

  it('replays the recording, and answers 404 with a clear message to anything else', async () => {
    await reset();
    const dir = newDir();
    const { answers } = await record(dir);
    const replay = await startReplayServer({ port: await freePort(), source: dir });
    try {
      const again = await session(replay.url);
      expect(again.balance).toEqual(answers.balance);
      expect(again.games).toEqual(answers.games);
      expect(again.bought).toEqual(answers.bought);
      expect(again.login.body).toMatchObject({ securityToken: '***' });
      const unknown = await send(replay.url, '/users/bookings');
      expect(unknown).toMatchObject({ status: 404, body: { status: 'NOT_RECORDED' } });
      expect(unknown.body.message).toContain('GET /lottery/users/bookings');
    } finally {
      await replay.close();
    }
  });

  it('finds no drift in the fake, and names a field the backend changed', async () => {
    await reset();
    const clean = newDir();
    await record(clean);
    expect(driftReport(readRecording(clean))).toEqual([]);

    // The "real" backend now answers the balance with a renamed field and a string amount.
    await reset();
    await fetch(`${real.url}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [
          {
            path: '/users/account-balance',
            kind: 'status',
            status: 200,
            body: { balance: '50000', balancePayable: 50000, balanceNonPayabel: 0 },
          },
        ],
      }),
    });
    const drifted = newDir();
    await record(drifted);
    await fetch(`${real.url}/__control/faults`, { method: 'DELETE' });
    const report = driftReport(readRecording(drifted));
    expect(report.length).toBeGreaterThan(0);
    expect(report.every((line) => line.startsWith('#2 GET /users/account-balance 200'))).toBe(true);
    expect(report.join('\n')).toContain('balanceNonPayabel');
    expect(report.join('\n')).toContain('$.balanceNonPayable is missing (the pact expects it)');
    expect(report.join('\n')).toContain('$.balance is string, the pact has number');
  });
});
