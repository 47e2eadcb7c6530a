import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Typing into forms is slow on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
import { alertStore } from '@/lib/alerts';
import { renderApp } from '@/testing/render-app';
import { apiError, fakePlayerApi as fakeApi } from '@/testing/player-api';
import ChangePasswordPage from './change-password-page';
import ForgotPasswordPage from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('asks for a code and goes on to change the password, whatever the answer', async () => {
    const forgotPassword = vi.fn(async () => undefined);
    fakeApi({ forgotPassword });
    const view = await renderApp(<ForgotPasswordPage />, { route: '/forgot_password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '7701234567');
    await user.click(screen.getByRole('button', { name: 'Send security code' }));
    await waitFor(() => expect(view.location()).toBe('/change_password?username=7701234567'));
    expect(forgotPassword).toHaveBeenCalledWith('7701234567');
  });

  it('checks the number first', async () => {
    const forgotPassword = vi.fn(async () => undefined);
    fakeApi({ forgotPassword });
    await renderApp(<ForgotPasswordPage />, { route: '/forgot_password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send security code' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(forgotPassword).not.toHaveBeenCalled();
  });
});

describe('ChangePasswordPage', () => {
  async function fill(code = '123456', password = 'NewSecret1!', confirmation = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Security code'), code);
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('says neutrally that a code was sent, then resets and shows the success dialog on login', async () => {
    const resetPasswordWithCode = vi.fn(async () => undefined);
    fakeApi({ resetPasswordWithCode });
    const view = await renderApp(<ChangePasswordPage />, {
      route: '/change_password?username=07701234567',
    });
    expect(screen.getByRole('status')).toHaveTextContent('If this number is registered');
    expect(screen.getByLabelText('Phone number')).toHaveValue('07701234567');
    await fill();
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(resetPasswordWithCode).toHaveBeenCalledWith({
      username: '07701234567',
      securityCode: '123456',
      password: 'NewSecret1!',
      passwordConfirmation: 'NewSecret1!',
    });
    expect(alertStore.newAlert?.title).toEqual({ key: 'auth:change.successTitle' });
  });

  it('says "Please try again" when the code is refused', async () => {
    fakeApi({
      resetPasswordWithCode: vi.fn(async () =>
        Promise.reject(apiError('resetPasswordWithCode', 400, 'INVALID_SECURITY_CODE')),
      ),
    });
    await renderApp(<ChangePasswordPage />, { route: '/change_password?username=07701234567' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again');
  });

  it('says "Too many attempts" once wrong codes have locked the reset', async () => {
    fakeApi({
      resetPasswordWithCode: vi.fn(async () =>
        Promise.reject(apiError('resetPasswordWithCode', 429, 'TOO_MANY_ATTEMPTS')),
      ),
    });
    await renderApp(<ChangePasswordPage />, { route: '/change_password?username=07701234567' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('checks the passwords before sending', async () => {
    const resetPasswordWithCode = vi.fn(async () => undefined);
    fakeApi({ resetPasswordWithCode });
    await renderApp(<ChangePasswordPage />, { route: '/change_password?username=07701234567' });
    await fill('123456', 'NewSecret1!', 'NewSecret2!');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(resetPasswordWithCode).not.toHaveBeenCalled();
  });

  it('uses a request identifier instead of the number when the link carries one', async () => {
    const resetPasswordWithCode = vi.fn(async () => undefined);
    fakeApi({ resetPasswordWithCode });
    await renderApp(<ChangePasswordPage />, {
      route: '/change_password?passwordRequestIdentifier=abc123',
    });
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await fill();
    await waitFor(() =>
      expect(resetPasswordWithCode).toHaveBeenCalledWith(
        expect.objectContaining({ passwordRequestIdentifier: 'abc123' }),
      ),
    );
  });
});
