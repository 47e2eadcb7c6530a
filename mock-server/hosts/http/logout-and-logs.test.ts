import { freePort } from './free-port';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login, logout, redeemVoucher } from '../../../src/lib/api/account';
import { tokenStore } from '../../../src/lib/api/tokens';
import { setRuntimeConfig } from '../../../src/lib/config';
import { startHttpFake, type RunningHttpFake } from './server';
import { DEMO_PASSWORD } from '../../../fixtures/demo-players';

/**
 * What limits the damage of the spec's passwords in query strings and tokens in storage
 * (docs/behaviour.md): logout really revokes both tokens, and the fake's log masks every secret.
 */

let fake: RunningHttpFake;
const lines: string[] = [];

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
});

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: true });
  setRuntimeConfig({
    lotteryApiBaseUrl: `${fake.url}/lottery`,
    cmsBaseUrl: `${fake.url}/cms/api`,
    cmsMediaBaseUrl: `${fake.url}/cms`,
  });
});

afterAll(async () => {
  tokenStore.clear();
  vi.restoreAllMocks();
  await fake.close();
});

const raw = (path: string, init: RequestInit = {}) => fetch(`${fake.url}/lottery${path}`, init);
const logged = async () => {
  // The log line is written when the answer finishes.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.join('\n');
};

describe("the app's logout and the fake's log", () => {
  it('revokes the access and the refresh token when the app logs out', async () => {
    const tokens = await login('07701234567', DEMO_PASSWORD);
    tokenStore.setTokens(tokens);
    const bearer = { headers: { Authorization: `Bearer ${tokens.securityToken}` } };
    expect((await raw('/users', bearer)).status).toBe(200);
    await logout();
    expect((await raw('/users', bearer)).status).toBe(401);
    const refresh = await raw(
      `/users/tokens/refresh?refreshToken=${encodeURIComponent(tokens.refreshToken)}`,
      { method: 'POST' },
    );
    expect(refresh.status).toBe(401);
  });

  it('masks passwords, codes and tokens the spec puts in query strings', async () => {
    const tokens = await login('07701234567', DEMO_PASSWORD);
    tokenStore.setTokens(tokens);
    await changePassword(DEMO_PASSWORD, 'Newpass456!').catch(() => undefined);
    await redeemVoucher('NOSUCHCODE').catch(() => undefined);
    const secrets = {
      password: 'Secret-1a',
      newPassword: 'Secret-2b',
      passwordConfirmation: 'Secret-3c',
      securityCode: '918273',
      activateCode: '564738',
      activationId: 'act-secret-id',
      passwordRequestIdentifier: 'req-secret-id',
      refreshToken: tokens.refreshToken,
    };
    for (const [name, value] of Object.entries(secrets)) {
      await raw(`/users/password/reset/change?${name}=${encodeURIComponent(value)}`, {
        method: 'POST',
      });
    }
    // The card page's one-time link settles a deposit without a token.
    await raw('/payment/card-page/1/complete?status=SUCCESSFUL&secret=card-secret-5e', {
      method: 'POST',
    });
    // A name spelt with percent-escapes is still the same parameter to the server.
    await raw('/users/login?username=07701234567&pass%77ord=Secret-4d', { method: 'POST' });
    const log = await logged();
    expect(log).toContain('/users/login?username=07701234567&password=***');
    expect(log).toContain('/users/password/change?password=***&newPassword=***');
    for (const value of [
      DEMO_PASSWORD,
      'Lottery123%21',
      'Newpass456',
      'Secret-4d',
      'card-secret-5e',
      tokens.securityToken,
      ...Object.values(secrets),
    ])
      expect(log).not.toContain(value);
  });
});
