import { describe, expect, it } from 'vitest';
import type { LoginResponse, UserProfile } from '../../../src/lib/api/types';
import { call, control, login, token, useFake } from '../../testing/fake';
import { validRegistration } from '../../testing/registration';

useFake();

const form = validRegistration({ preferredLanguage: 'en', newsletter: true });

const inbox = async (phone: string) =>
  (
    await control<{ messages: { kind: string; code?: string; link?: string }[] }>('/inbox', {
      query: { phone },
    })
  ).body.messages;

describe('registration and SMS code', () => {
  it('answers 400 VALIDATION_FAILED with the field errors', async () => {
    const result = await call('/users/registration', {
      method: 'PUT',
      body: { ...form, password: 'short', passwordConfirmation: 'x', dateOfBirth: '2015-01-01' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: 'VALIDATION_FAILED',
      errors: [
        { field: 'password', code: 'WEAK_PASSWORD' },
        { field: 'passwordConfirmation', code: 'PASSWORDS_DO_NOT_MATCH' },
        { field: 'dateOfBirth', code: 'UNDERAGE' },
      ],
    });
  });

  it('refuses a registered number (409 NUMBER_EXISTS), in any spelling', async () => {
    const result = await call('/users/registration', {
      method: 'PUT',
      body: { ...form, phoneNumber: '7701234567' },
    });
    expect(result).toMatchObject({ status: 409, body: { status: 'NUMBER_EXISTS' } });
  });

  it('registers, sends a 6-digit code and verifies the number with it', async () => {
    const registered = await call<LoginResponse>('/users/registration', {
      method: 'PUT',
      body: form,
    });
    expect(registered).toMatchObject({ status: 200, body: { status: 'MOBILE_NOT_VERIFIED' } });
    const [sms] = await inbox(form.phoneNumber);
    expect(sms).toMatchObject({ kind: 'sms-code', code: expect.stringMatching(/^\d{6}$/) });
    const auth = registered.body.securityToken;
    const confirmed = await call('/users/confirm-mobile-number', {
      method: 'POST',
      token: auth,
      query: { activateCode: sms?.code ?? '' },
    });
    expect(confirmed.status).toBe(204);
    const profile = await call<UserProfile>('/users', { token: auth });
    expect(profile.body).toMatchObject({
      mobileVerified: true,
      accountState: 'VERIFIED',
      firstName: 'Ali',
    });
    expect(profile.body.roles.map((r) => r.roleName)).toContain('IDENTITY_CONFIRMED');
    expect((await login(form.phoneNumber, form.password)).status).toBe('OK');
  });

  it('locks the number after 5 wrong codes for 15 minutes', async () => {
    const auth = await token('07701234568');
    const { code } = (await inbox('07701234568')).at(-1) ?? {};
    const attempt = (activateCode: string) =>
      call('/users/confirm-mobile-number', {
        method: 'POST',
        token: auth,
        query: { activateCode },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(wrong)).body).toMatchObject({ status: 'WRONG_CODE' });
    expect(await attempt(code ?? '')).toMatchObject({
      status: 429,
      body: { status: 'TOO_MANY_ATTEMPTS' },
    });
    await control('/clock', { method: 'POST', body: { advanceMs: 15 * 60_000 } });
    const fresh = await token('07701234568');
    const retried = await call('/users/confirm-mobile-number', {
      method: 'POST',
      token: fresh,
      query: { activateCode: code ?? '' },
    });
    expect(retried.status).toBe(204);
  });

  it('resends a code only after the 60 s cooldown', async () => {
    const registered = await call<LoginResponse>('/users/registration', {
      method: 'PUT',
      body: form,
    });
    const auth = registered.body.securityToken;
    const early = await call('/users/resend-mobile-confirmation', { method: 'POST', token: auth });
    expect(early).toMatchObject({
      status: 429,
      body: { status: 'RESEND_COOLDOWN', details: { retryAfterSeconds: 60 } },
    });
    await control('/clock', { method: 'POST', body: { advanceMs: 60_000 } });
    const later = await call('/users/resend-mobile-confirmation', { method: 'POST', token: auth });
    expect(later).toMatchObject({ status: 200, body: { cooldownSeconds: 60 } });
    expect(await inbox(form.phoneNumber)).toHaveLength(2);
  });
});
