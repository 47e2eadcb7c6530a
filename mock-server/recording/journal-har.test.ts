import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';
import { freePort } from '../hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../hosts/http/server';
import { validRegistration } from '../testing/registration';
import type { Har } from './har';
import { startReplayServer } from './replay';

/** A world's journal exported as HAR 1.2 (decision 0272): masked, and replayable with --replay. */

const CLOCK_START = Date.parse('2026-11-20T09:00:00Z');
let fake: RunningHttpFake;
let dir: string;
let W: string;

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false, clockStart: CLOCK_START });
  dir = mkdtempSync(join(tmpdir(), 'journal-har-'));
  await fetch(`${fake.url}/__control/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: 'har', clockStart: CLOCK_START }),
  });
  W = `${fake.url}/w/har`;
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

async function send(url: string, init: RequestInit & { auth?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.auth) headers.set('Authorization', `Bearer ${init.auth}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const answer = await fetch(url, { ...init, headers });
  const text = await answer.text();
  return { status: answer.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const exportHar = async () => (await send(`${W}/__control/journal/har`)).json() as unknown as Har;

describe('a journal as HAR', () => {
  it('masks every kind of secret the fake knows', async () => {
    const login = (
      await send(`${W}/lottery/users/login?username=07701234567&password=${DEMO_PASSWORD}`, {
        method: 'POST',
      })
    ).json();
    const token = String(login.securityToken);
    const refresh = String(login.refreshToken);
    await send(`${W}/lottery/users/tokens/refresh?refreshToken=${refresh}`, { method: 'POST' });
    const registration = (
      await send(`${W}/lottery/users/registration`, {
        method: 'PUT',
        body: JSON.stringify(
          validRegistration({
            password: 'Regist3r-Secret',
            passwordConfirmation: 'Regist3r-Secret',
          }),
        ),
      })
    ).json();
    const inbox = (await send(`${W}/__control/inbox?phone=07801112233`)).json() as {
      messages: { code: string }[];
    };
    const smsCode = inbox.messages.at(-1)?.code ?? '';
    await send(`${W}/lottery/users/confirm-mobile-number?activateCode=${smsCode}`, {
      method: 'POST',
      auth: String(registration.securityToken),
    });
    const resetQuery =
      'securityCode=RESET-CODE-77&password=New-Passw0rd&passwordRequestIdentifier=REQ-ID-88';
    await send(`${W}/lottery/users/password/reset/change?${resetQuery}&username=07701234567`, {
      method: 'POST',
    });
    const invoked = (
      await send(`${W}/lottery/payment/pay-in/invoke`, {
        method: 'PUT',
        auth: token,
        body: JSON.stringify({ amountInCent: 500_000, useToken: false, paymentMethod: 'QI_CARD' }),
      })
    ).json();
    const page = await send(String(invoked.paymentIFrameUrl));
    const pageSecret = /secret=([^"&]+)/.exec(page.text)?.[1] ?? '';
    await send(`${W}/lottery/sales/game-infos`, { headers: { Cookie: 'session=COOKIE-VALUE-99' } });

    const secrets: Record<string, string> = {
      'password (query)': DEMO_PASSWORD,
      'password and its confirmation (body)': 'Regist3r-Secret',
      'new password (query)': 'New-Passw0rd',
      'security token (answer, Authorization header)': token,
      'refresh token (answer, query)': refresh,
      'SMS code (inbox answer, activateCode query)': smsCode,
      'password-reset code (query)': 'RESET-CODE-77',
      'password-request identifier (query)': 'REQ-ID-88',
      'card page secret (HTML links)': pageSecret,
      'cookie (header)': 'COOKIE-VALUE-99',
    };
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(3);
    const text = JSON.stringify(await exportHar());
    for (const [kind, value] of Object.entries(secrets))
      expect(text.includes(value), `${kind} leaked into the HAR`).toBe(false);
    expect(text).toContain('"name":"authorization","value":"***"');
    expect(text).toContain('secret=***');
    expect(text).toContain('"name":"password","value":"***"');
  });

  it('is HAR 1.2 that --replay serves with the same answers', async () => {
    await send(`${W}/__control/journal`, { method: 'DELETE' });
    const login = (
      await send(`${W}/lottery/users/login?username=07701234567&password=${DEMO_PASSWORD}`, {
        method: 'POST',
      })
    ).json();
    const originals = [
      await send(`${W}/lottery/sales/game-infos`),
      await send(`${W}/lottery/users/account-balance`, { auth: String(login.securityToken) }),
      await send(`${W}/lottery/users/bookings`, { auth: String(login.securityToken) }),
    ];
    const har = await exportHar();
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => new URL(e.request.url).pathname)).toEqual([
      '/lottery/users/login',
      '/lottery/sales/game-infos',
      '/lottery/users/account-balance',
      '/lottery/users/bookings',
    ]);
    const file = join(dir, 'bug-1234.har');
    writeFileSync(file, JSON.stringify(har));
    const replay = await startReplayServer({ port: await freePort(), source: file });
    try {
      const replayed = [
        await send(`${replay.url}/lottery/sales/game-infos`),
        await send(`${replay.url}/lottery/users/account-balance`, { auth: 'any-token' }),
        await send(`${replay.url}/lottery/users/bookings`, { auth: 'any-token' }),
      ];
      for (const [i, original] of originals.entries()) {
        expect(replayed[i]?.status).toBe(original.status);
        expect(replayed[i]?.json()).toEqual(original.json());
      }
      const relogin = await send(
        `${replay.url}/lottery/users/login?username=07701234567&password=another`,
        { method: 'POST' },
      );
      expect(relogin.json()).toMatchObject({ securityToken: '***', status: login.status });
    } finally {
      await replay.close();
    }
  });
});
