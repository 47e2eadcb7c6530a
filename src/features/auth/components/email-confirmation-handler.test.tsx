import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertStore } from '@/lib/alerts';
import { renderApp } from '@/testing/render-app';
import { apiError, fakePlayerApi as fakeApi } from '@/testing/player-api';
import { EmailConfirmationHandler } from './email-confirmation-handler';

describe('EmailConfirmationHandler', () => {
  it('confirms a new activation id, remembers it, drops it from the URL and leads to login', async () => {
    const confirmEmail = vi.fn(async () => ({ message: 'Your registration is confirmed' }));
    fakeApi({ confirmEmail });
    const view = await renderApp(<EmailConfirmationHandler />, { route: '/?activationId=abc&x=1' });
    await waitFor(() => expect(alertStore.newAlert).not.toBeNull());
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(confirmEmail).toHaveBeenCalledWith('abc');
    expect(localStorage.getItem('activationId')).toBe('abc');
    expect(view.location()).toBe('/?x=1');
    expect(alertStore.newAlert).toMatchObject({
      title: { key: 'auth:emailConfirmation.title' },
      text: { key: 'auth:emailConfirmation.registration' },
      redirect: true,
    });
  });

  it('words an email change differently ("registered")', async () => {
    fakeApi({ confirmEmail: vi.fn(async () => ({ message: 'Email registered' })) });
    await renderApp(<EmailConfirmationHandler />, { route: '/?activationId=def' });
    await waitFor(() =>
      expect(alertStore.newAlert?.text).toEqual({ key: 'auth:emailConfirmation.registered' }),
    );
  });

  it('ignores the id it already handled', async () => {
    localStorage.setItem('activationId', 'abc');
    const confirmEmail = vi.fn(async () => ({ message: 'registration' }));
    fakeApi({ confirmEmail });
    await renderApp(<EmailConfirmationHandler />, { route: '/?activationId=abc' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirmEmail).not.toHaveBeenCalled();
    expect(alertStore.newAlert).toBeNull();
  });

  it('shows "Email not verified" when the confirmation fails', async () => {
    fakeApi({
      confirmEmail: vi.fn(async () => Promise.reject(apiError('confirmEmail', 404, 'NOT_FOUND'))),
    });
    await renderApp(<EmailConfirmationHandler />, { route: '/?activationId=zzz' });
    await waitFor(() =>
      expect(alertStore.newAlert).toMatchObject({
        title: { key: 'errors:emailNotVerified' },
        text: { key: 'errors:emailNotConfirmed' },
      }),
    );
  });
});
