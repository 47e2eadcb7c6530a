import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PayInResult } from '@/lib/api/types';
import { testBalance } from '@/testing/fixtures';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../hooks/use-pay-in-polling';
import { fakeFundsApi, fib, openMyFunds, result } from '../testing/my-funds';

afterEach(() => {
  vi.useRealTimers();
});

describe('MyFundsPage deposit', { timeout: 20_000 }, () => {
  it('refuses less than 1500 IQD without calling the backend', async () => {
    const invokePayIn = vi.fn();
    fakeFundsApi({ getAccountBalance: async () => testBalance(), invokePayIn });
    const user = userEvent.setup();
    await openMyFunds();
    await user.type(screen.getByLabelText('Amount (IQD)'), '1499');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Deposit Amount. Minimum 1500 IQD');
    expect(invokePayIn).not.toHaveBeenCalled();
  });

  it('shows the FIB QR code, link and code, then credits the balance when the check succeeds', async () => {
    const invokePayIn = vi.fn(async () => fib);
    const checkPayIn = vi
      .fn<() => Promise<PayInResult>>()
      .mockResolvedValueOnce(result('PENDING'))
      .mockResolvedValue(result('SUCCESSFUL'));
    const getAccountBalance = vi.fn(async () => testBalance(55_000));
    fakeFundsApi({ getAccountBalance, invokePayIn, checkPayIn, getBookings: async () => [] });
    const user = userEvent.setup();
    await openMyFunds();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    // Fake timers only from here: the polling starts with the payment.
    // (user-event's act wrapper waits on a timer, so the click is a plain event here.)
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    });

    expect(invokePayIn).toHaveBeenCalledWith(
      { amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' },
      expect.any(String),
    );
    expect(await screen.findByRole('img', { name: 'QR code to pay with FIB' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    expect(screen.getByRole('link', { name: 'Open payment link' })).toHaveAttribute(
      'href',
      fib.walletPayment?.paymentLink,
    );
    expect(screen.getByText('123456')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(checkPayIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(screen.getByText('Your deposit of 5,000 IQD was successful.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('available-balance')).toHaveTextContent('55,000 IQD'),
    );
  }, 20_000);

  it('gives up after the timeout: "Payment timed out. Please check your history."', async () => {
    const checkPayIn = vi.fn(async () => result('PENDING'));
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      invokePayIn: async () => fib,
      checkPayIn,
    });
    const user = userEvent.setup();
    await openMyFunds();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    // Fake timers only from here: the polling starts with the payment.
    // (user-event's act wrapper waits on a timer, so the click is a plain event here.)
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    });
    await screen.findByText('Waiting for your payment…');
    await act(() => vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS + POLL_INTERVAL_MS));
    expect(screen.getByText('Payment timed out. Please check your history.')).toBeInTheDocument();
    const checks = checkPayIn.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(checkPayIn).toHaveBeenCalledTimes(checks);
  }, 20_000);

  it('sends an amount typed in Arabic-Indic digits with a space as the number it checked', async () => {
    const invokePayIn = vi.fn(async () => Promise.reject(new Error('stop here')));
    fakeFundsApi({ getAccountBalance: async () => testBalance(), invokePayIn });
    const user = userEvent.setup();
    await openMyFunds();
    await user.type(screen.getByLabelText('Amount (IQD)'), '٥ ٠٠٠');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(invokePayIn).toHaveBeenCalledWith(
        { amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' },
        expect.any(String),
      ),
    );
  });

  it('names a deposit above the limit', async () => {
    const limit = new ApiError('400', 'invokePayIn', 400, {
      status: 'AMOUNT_ABOVE_LIMIT',
      message: 'limit',
    });
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      invokePayIn: () => Promise.reject(limit),
    });
    const user = userEvent.setup();
    await openMyFunds();
    await user.type(screen.getByLabelText('Amount (IQD)'), '20000000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('above the deposit limit');
  });
});
