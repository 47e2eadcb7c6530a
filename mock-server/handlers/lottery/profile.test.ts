import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../src/lib/api/types';
import { NOT_CLOSABLE_MESSAGE } from '../../services/accounts/profile';
import { AHMED, call, control, login, PASSWORD, token, useFake } from '../../testing/fake';

useFake();

type Inbox = { messages: { kind: string; code?: string; link?: string; to: string }[] };
const inbox = async (query: Record<string, string>) =>
  (await control<Inbox>('/inbox', { query })).body.messages;

describe('password reset and change', () => {
  it('sends a security code and resets the password with it', async () => {
    expect(
      (await call('/users/password/reset/forgot', { method: 'POST', query: { username: AHMED } }))
        .status,
    ).toBe(204);
    const [message] = await inbox({ phone: AHMED });
    expect(message).toMatchObject({
      kind: 'security-code',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const reset = (securityCode: string) =>
      call('/users/password/reset/change', {
        method: 'POST',
        query: {
          securityCode,
          password: 'NewSecret1',
          passwordConfirmation: 'NewSecret1',
          username: AHMED,
        },
      });
    expect((await reset('999999' === message?.code ? '111111' : '999999')).body).toMatchObject({
      status: 'INVALID_SECURITY_CODE',
    });
    expect((await reset(message?.code ?? '')).status).toBe(204);
    expect((await login(AHMED, 'NewSecret1')).status).toBe('OK');
  });

  it('says nothing about unknown numbers', async () => {
    const result = await call('/users/password/reset/forgot', {
      method: 'POST',
      query: { username: '07700000000' },
    });
    expect(result.status).toBe(204);
  });

  it('changes the password only with the current one (401 otherwise)', async () => {
    const auth = await token();
    const wrong = await call('/users/password/change', {
      method: 'POST',
      token: auth,
      query: { password: 'nope', newPassword: 'Another1!' },
    });
    expect(wrong.status).toBe(401);
    const ok = await call('/users/password/change', {
      method: 'POST',
      token: auth,
      query: { password: PASSWORD, newPassword: 'Another1!' },
    });
    expect(ok.status).toBe(204);
    expect((await login(AHMED, 'Another1!')).status).toBe('OK');
  });

  it('answers TEMPORARY_PASSWORD for a player created with a temporary password', async () => {
    await control('/players', {
      method: 'POST',
      body: {
        phone: '07709990001',
        password: PASSWORD,
        state: 'verified',
        temporaryPassword: true,
      },
    });
    expect((await login('07709990001')).status).toBe('TEMPORARY_PASSWORD');
  });
});

describe('profile', () => {
  const edit = { firstName: 'Ahmed', lastName: 'Hassan', city: 'Erbil' };

  it('refuses an email used by another player (409 UNIQUE_VIOLATION)', async () => {
    const result = await call('/users', {
      method: 'PUT',
      token: await token(),
      body: { ...edit, email: 'fatima.jaber@example.com' },
    });
    expect(result).toMatchObject({ status: 409, body: { status: 'UNIQUE_VIOLATION' } });
  });

  it('keeps a new email pending until its activation link is followed', async () => {
    const auth = await token();
    const updated = await call<UserProfile>('/users', {
      method: 'PUT',
      token: auth,
      body: { ...edit, email: 'new@example.com' },
    });
    expect(updated.body).toMatchObject({
      city: 'Erbil',
      email: 'ahmed.hassan@example.com',
      pendingEmail: 'new@example.com',
    });
    const [mail] = await inbox({ email: 'new@example.com' });
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/\?activationId=\w+$/);
    const activationId = new URL(mail?.link ?? '').searchParams.get('activationId') ?? '';
    const confirmed = await call('/users/confirm-email', {
      method: 'POST',
      query: { activationId },
    });
    expect(confirmed.body).toEqual({ message: 'email registered' });
    expect((await call<UserProfile>('/users', { token: auth })).body).toMatchObject({
      email: 'new@example.com',
      pendingEmail: null,
    });
    expect(
      (await call('/users/confirm-email', { method: 'POST', query: { activationId } })).status,
    ).toBe(400);
  });

  it('saves the language and the communication preferences', async () => {
    const auth = await token();
    expect(
      (await call('/users/language', { method: 'PUT', token: auth, body: { iso: 'ku' } })).status,
    ).toBe(204);
    expect(
      (await call('/users/language', { method: 'PUT', token: auth, body: { iso: 'fr' } })).status,
    ).toBe(400);
    const prefs = { email: false, sms: true, push: true, newsletter: true };
    expect(
      (await call('/users/communication-preferences', { method: 'PUT', token: auth, body: prefs }))
        .body,
    ).toEqual(prefs);
    expect((await call<UserProfile>('/users', { token: auth })).body).toMatchObject({
      preferredLanguage: 'ku',
      communicationPreferences: prefs,
    });
  });
});

describe('self-block and self-close', () => {
  it('refuses to close an account with money or open tickets, with the spec message', async () => {
    const result = await call('/users/self-close', { method: 'PUT', token: await token() });
    expect(result).toMatchObject({
      status: 409,
      body: { status: 'ACCOUNT_NOT_CLOSABLE', message: NOT_CLOSABLE_MESSAGE },
    });
  });

  it('closes an empty account and refuses its login afterwards', async () => {
    const auth = await token('07701234570');
    expect((await call('/users/self-close', { method: 'PUT', token: auth })).status).toBe(204);
    expect((await call('/users', { token: auth })).status).toBe(401);
    const again = await call('/users/login', {
      method: 'POST',
      query: { username: '07701234570', password: PASSWORD },
    });
    expect(again.body).toMatchObject({ status: 'ACCOUNT_CLOSED' });
  });

  it('self-block suspends the account and login says why', async () => {
    const auth = await token();
    expect(
      (await call('/users/self-block', { method: 'POST', token: auth, query: { password: 'x' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call('/users/self-block', {
          method: 'POST',
          token: auth,
          query: { password: PASSWORD },
        })
      ).status,
    ).toBe(204);
    const again = await call('/users/login', {
      method: 'POST',
      query: { username: AHMED, password: PASSWORD },
    });
    expect(again).toMatchObject({ status: 403, body: { status: 'ACCOUNT_SELF_EXCLUDED' } });
  });
});
