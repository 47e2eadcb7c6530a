import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PayInInvokeResponse, PayInResult, WithdrawResponse } from '@/lib/api/types';
import { fakeApi } from '@/lib/lottery/testing/fixtures';
import { sessionStore } from '@/lib/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../hooks/use-pay-in-polling';
import MyFundsPage from './my-funds-page';

const fib: PayInInvokeResponse = {
  paymentId: 'PAY-1',
  paymentIFrameUrl: 'http://pay.example/card-page/PAY-1',
  walletPayment: {
    qrCode: 'http://pay.example/card-page/PAY-1?via=qr',
    paymentLink: 'http://pay.example/card-page/PAY-1?via=link',
    manualCode: '123456',
  },
};
const result = (status: PayInResult['status']): PayInResult => ({
  paymentId: 'PAY-1',
  status,
  amount: 5000,
});

const open = (route = '/my_funds', balance = testBalance()) =>
  renderApp(<MyFundsPage />, { route, player: testProfile(), balance });

afterEach(() => {
  vi.useRealTimers();
});

describe('MyFundsPage deposit', { timeout: 20_000 }, () => {
  it('refuses less than 1500 IQD without calling the backend', async () => {
    const invokePayIn = vi.fn();
    fakeApi({ getAccountBalance: async () => testBalance(), invokePayIn });
    const user = userEvent.setup();
    await open();
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
    fakeApi({ getAccountBalance, invokePayIn, checkPayIn, getBookings: async () => [] });
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    // Fake timers only from here: the polling starts with the payment.
    // (user-event's act wrapper waits on a timer, so the click is a plain event here.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
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
    await waitFor(() => expect(sessionStore.balance?.balance).toBe(55_000));
    expect(screen.getByTestId('available-balance')).toHaveTextContent('55,000 IQD');
  }, 20_000);

  it('gives up after the timeout: "Payment timed out. Please check your history."', async () => {
    const checkPayIn = vi.fn(async () => result('PENDING'));
    fakeApi({
      getAccountBalance: async () => testBalance(),
      invokePayIn: async () => fib,
      checkPayIn,
    });
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    // Fake timers only from here: the polling starts with the payment.
    // (user-event's act wrapper waits on a timer, so the click is a plain event here.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
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

  it('names a deposit above the limit', async () => {
    const limit = new ApiError('400', 'invokePayIn', 400, {
      status: 'AMOUNT_ABOVE_LIMIT',
      message: 'limit',
    });
    fakeApi({
      getAccountBalance: async () => testBalance(),
      invokePayIn: () => Promise.reject(limit),
    });
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Amount (IQD)'), '20000000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('above the deposit limit');
  });
});

describe('MyFundsPage withdraw', { timeout: 20_000 }, () => {
  const partly = { balance: 50_000, balancePayable: 20_000, balanceNonPayable: 30_000 };

  it('refuses more than the withdrawable funds with the maximum', async () => {
    const withdraw = vi.fn();
    fakeApi({ getAccountBalance: async () => partly, withdraw });
    const user = userEvent.setup();
    await open('/my_funds?tab=withdraw', partly);
    await user.type(screen.getByLabelText('Amount (IQD)'), '25000');
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid withdraw Amount. Maximum 20,000 IQD',
    );
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('says "Payment failed" when the backend refuses', async () => {
    const refusal = new ApiError('400', 'withdraw', 400, {
      status: 'VALIDATION_FAILED',
      message: 'Payment failed',
    });
    fakeApi({ getAccountBalance: async () => partly, withdraw: () => Promise.reject(refusal) });
    const user = userEvent.setup();
    await open('/my_funds?tab=withdraw', partly);
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('updates the balance after a withdrawal', async () => {
    const after = { balance: 45_000, balancePayable: 15_000, balanceNonPayable: 30_000 };
    const response = { transactionId: 'PO-1', balance: after } as WithdrawResponse;
    const withdraw = vi.fn(async () => response);
    fakeApi({ getAccountBalance: async () => partly, withdraw, getBookings: async () => [] });
    const user = userEvent.setup();
    await open('/my_funds?tab=withdraw', partly);
    await user.type(screen.getByLabelText('Amount (IQD)'), '5,000');
    await user.click(screen.getByRole('radio', { name: 'ZainCash' }));
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal of 5,000 IQD has been sent.')).toBeVisible();
    expect(withdraw).toHaveBeenCalledWith(
      { amount: 5000, method: 'ZAIN_CASH', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
      expect.any(String),
    );
    expect(screen.getByTestId('withdrawable-balance')).toHaveTextContent('15,000 IQD');
  });
});
