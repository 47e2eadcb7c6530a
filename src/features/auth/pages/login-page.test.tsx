import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../../fixtures/demo-players';

// Typing into forms is slow on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
import { playerProfile, sessionStore } from '@/entities/session';
import { unverifiedProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { apiError, fakePlayerApi as fakeApi, loginResponse } from '@/testing/player-api';
import LoginPage from './login-page';

async function fillAndSubmit(phone = '07701234567', password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('shows "Credentials are incorrect" on a 401', async () => {
    fakeApi({
      login: vi.fn(async () => Promise.reject(apiError('login', 401, 'INVALID_CREDENTIALS'))),
    });
    await renderApp(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credentials are incorrect. Try again.',
    );
    expect(playerProfile()).toBeUndefined();
  });

  it('shows the suspended message on a 403 ACCOUNT_SUSPENDED', async () => {
    fakeApi({
      login: vi.fn(async () => Promise.reject(apiError('login', 403, 'ACCOUNT_SUSPENDED'))),
    });
    await renderApp(<LoginPage />, { route: '/login' });
    await fillAndSubmit('07701234569');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is suspended, please contact us.',
    );
  });

  it('shows the closed message on a 403 ACCOUNT_CLOSED', async () => {
    fakeApi({ login: vi.fn(async () => Promise.reject(apiError('login', 403, 'ACCOUNT_CLOSED'))) });
    await renderApp(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is closed.');
  });

  it('logs in with the number as typed on an Arabic keyboard, grouped, and goes to the redirect target', async () => {
    const calls = fakeApi({ login: vi.fn(async () => loginResponse()) });
    const view = await renderApp(<LoginPage />, { route: '/login?redirect=%2Fcart' });
    await fillAndSubmit(' ٠٧٧٠ ١٢٣-٤٥٦٧ ');
    await waitFor(() => expect(view.location()).toBe('/cart'));
    expect(calls.login).toHaveBeenCalledWith('07701234567', DEMO_PASSWORD);
    expect(playerProfile()?.firstName).toBe('Ahmed');
  });

  it('ignores a redirect to another site and goes home', async () => {
    fakeApi({ login: vi.fn(async () => loginResponse()) });
    const view = await renderApp(<LoginPage />, {
      route: '/login?redirect=https%3A%2F%2Fevil.example',
    });
    await fillAndSubmit();
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('sends an unverified player to verify the account', async () => {
    fakeApi(
      { login: vi.fn(async () => loginResponse('MOBILE_NOT_VERIFIED')) },
      unverifiedProfile(),
    );
    const view = await renderApp(<LoginPage />, { route: '/login' });
    await fillAndSubmit('07701234568');
    await waitFor(() => expect(view.location()).toBe('/verify_account'));
  });

  it('marks a temporary login', async () => {
    fakeApi({ login: vi.fn(async () => loginResponse('TEMPORARY_PASSWORD')) });
    await renderApp(<LoginPage />, { route: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(sessionStore.temporaryLogin).toBe(true));
  });

  it('validates before calling the backend', async () => {
    const calls = fakeApi({ login: vi.fn(async () => loginResponse()) });
    await renderApp(<LoginPage />, { route: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '0770');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('valid phone number'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    fakeApi();
    await renderApp(<LoginPage />, { route: '/login' });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to registration and forgot password', async () => {
    fakeApi();
    await renderApp(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
  });
});
