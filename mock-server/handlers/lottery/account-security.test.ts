import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../src/lib/api/types';
import type { InboxMessage } from '../../services/inbox';
import { AHMED, call, control, login, PASSWORD, useFake } from '../../testing/fake';

useFake();

const NEW_PASSWORD = 'Newpass456!';
const forgot = () =>
  call('/users/password/reset/forgot', { method: 'POST', query: { username: AHMED } });
const lastCode = async () => {
  const { body } = await control<{ messages: InboxMessage[] }>('/inbox', {
    query: { phone: AHMED },
  });
  return body.messages.filter((m) => m.kind === 'security-code').at(-1)?.code ?? '';
};
const reset = (securityCode: string) =>
  call<{ status?: string }>('/users/password/reset/change', {
    method: 'POST',
    query: {
      username: AHMED,
      securityCode,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    },
  });
const profile = (auth: LoginResponse) => call('/users', { token: auth.securityToken });
const refresh = (auth: LoginResponse) =>
  call<LoginResponse>('/users/tokens/refresh', {
    method: 'POST',
    query: { refreshToken: auth.refreshToken },
  });

describe('password reset codes', () => {
  it('are not the same after every start: the first code comes from the CSPRNG', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await control('/reset', { method: 'POST', body: {} });
      await forgot();
      codes.add(await lastCode());
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('are seeded only when a QA world asks for it', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await control('/reset', { method: 'POST', body: {} });
      await control('/scenario', { method: 'PUT', body: { seededCodes: true } });
      await forgot();
      codes.push(await lastCode());
    }
    expect(codes[0]).toMatch(/^\d{6}$/);
    expect(codes[1]).toBe(codes[0]);
  });

  it('lock after five wrong tries, then refuse even the right code, with the spec message', async () => {
    await forgot();
    const right = await lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await reset(wrong)).status).toBe(400);
    expect(await reset(wrong)).toMatchObject({
      status: 429,
      body: { status: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' },
    });
    expect((await reset(right)).status).toBe(429);
    // The code is spent: after the lock it still does not work; a new code does.
    await control('/clock', { method: 'POST', body: { advanceMs: 16 * 60_000 } });
    expect((await reset(right)).status).toBe(400);
    await forgot();
    expect((await reset(await lastCode())).status).toBeLessThan(300);
  });
});

describe('sessions end when the password changes', () => {
  it('a reset ends every session', async () => {
    const other = await login();
    await forgot();
    expect((await reset(await lastCode())).status).toBeLessThan(300);
    expect((await profile(other)).status).toBe(401);
    expect((await refresh(other)).status).toBe(401);
  });

  it('a change ends every other session and keeps the one that asked', async () => {
    const mine = await login();
    const other = await login();
    const changed = await call('/users/password/change', {
      method: 'POST',
      token: mine.securityToken,
      query: { password: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBeLessThan(300);
    expect((await profile(mine)).status).toBe(200);
    expect((await profile(other)).status).toBe(401);
  });

  it('reusing a rotated refresh token revokes the whole session', async () => {
    const first = await login();
    const rotated = (await refresh(first)).body;
    expect((await profile(rotated)).status).toBe(200);
    expect((await refresh(first)).status).toBe(401); // the copy
    expect((await profile(rotated)).status).toBe(401); // and the original's family
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('never accepts a logged-out token again after a reset of the world', async () => {
    const before = await login();
    await call('/users/logout', { method: 'POST', token: before.securityToken });
    await control('/reset', { method: 'POST', body: {} });
    await login();
    expect((await profile(before)).status).toBe(401);
  });
});
