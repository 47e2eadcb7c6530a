import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Typing into forms is slow on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
import { playerProfile } from '@/entities/session';
import { testProfile, unverifiedProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { apiError, fakePlayerApi as fakeApi } from '@/testing/player-api';
import VerifyAccountPage from './verify-account-page';

const player = unverifiedProfile();

async function submitCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyAccountPage', () => {
  it('names the number the code went to and offers a numeric one-time-code input', async () => {
    fakeApi({}, player);
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    const phone = screen.getByText('0770 123 4567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    // One piece on a 390 px phone: its digit groups never split over two lines (issue 38).
    expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
    expect(phone.parentElement).toHaveTextContent(/sent a 6-digit code by SMS to 0770 123 4567\./);
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('says the code is incorrect', async () => {
    fakeApi(
      {
        confirmMobileNumber: vi.fn(async () =>
          Promise.reject(apiError('confirmMobileNumber', 400, 'WRONG_CODE')),
        ),
      },
      player,
    );
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    await submitCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect. try again.');
  });

  it('says there were too many attempts', async () => {
    fakeApi(
      {
        confirmMobileNumber: vi.fn(async () =>
          Promise.reject(apiError('confirmMobileNumber', 429, 'TOO_MANY_ATTEMPTS')),
        ),
      },
      player,
    );
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    await submitCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('refuses a code that is not 6 digits without calling the backend', async () => {
    const calls = fakeApi({ confirmMobileNumber: vi.fn(async () => undefined) }, player);
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    await submitCode('12a45');
    expect(screen.getByLabelText('Verification code')).toHaveValue('1245');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'The code has 6 digits.',
    );
    expect(calls.confirmMobileNumber).not.toHaveBeenCalled();
  });

  it('confirms, reloads the profile and goes on to the redirect target', async () => {
    const confirmMobileNumber = vi.fn(async () => undefined);
    const calls = fakeApi({ confirmMobileNumber }, testProfile());
    const view = await renderApp(<VerifyAccountPage />, {
      route: '/verify_account?redirect=%2Fcart',
      player,
    });
    await submitCode('٤٥٦١٢٣');
    await waitFor(() => expect(view.location()).toBe('/cart'));
    expect(confirmMobileNumber).toHaveBeenCalledWith('456123');
    expect(calls.getProfile).toHaveBeenCalled();
    expect(playerProfile()?.mobileVerified).toBe(true);
  });

  it('counts down before a new code can be asked for, then restarts from the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resendMobileConfirmation = vi.fn(async () => ({ cooldownSeconds: 30 }));
    fakeApi({ resendMobileConfirmation }, player);
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('You can ask for a new code in 1 s.')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend).toBeEnabled();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(resend);
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(resendMobileConfirmation).toHaveBeenCalledTimes(1);
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
    expect(resend).toBeDisabled();
  });

  it('says when a new code could not be sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(
      {
        resendMobileConfirmation: vi.fn(async () =>
          Promise.reject(
            apiError('resendMobileConfirmation', 429, 'RESEND_COOLDOWN', {
              details: { retryAfterSeconds: 12 },
            }),
          ),
        ),
      },
      player,
    );
    await renderApp(<VerifyAccountPage />, { route: '/verify_account', player });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error resending verification code. Please try again.',
    );
    expect(screen.getByText('You can ask for a new code in 12 s.')).toBeInTheDocument();
  });
});
