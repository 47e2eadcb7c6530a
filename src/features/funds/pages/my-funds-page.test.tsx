import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PayInInvokeResponse, PayInResult, WithdrawResponse } from '@/lib/api/types';
import { fakeApi } from '@/lib/lottery/testing/fixtures';
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
    await waitFor(() =>
      expect(screen.getByTestId('available-balance')).toHaveTextContent('55,000 IQD'),
    );
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

  it('sends an amount typed in Arabic-Indic digits with a space as the number it checked', async () => {
    const invokePayIn = vi.fn(async () => Promise.reject(new Error('stop here')));
    fakeApi({ getAccountBalance: async () => testBalance(), invokePayIn });
    const user = userEvent.setup();
    await open();
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

describe('MyFundsPage withdraw', { timeout: 30_000 }, () => {
  const partly = { balance: 50_000, balancePayable: 20_000, balanceNonPayable: 30_000 };
  const after = { balance: 45_000, balancePayable: 15_000, balanceNonPayable: 30_000 };
  const sent = (state?: 'PENDING'): WithdrawResponse => ({
    transactionId: 'PO-800001',
    booking: {
      bookingId: 1,
      bookingDate: '2026-11-20T10:00:00+03:00',
      bookingDescription: 'Withdrawal to FIB',
      amount: -5000,
      bookingType: 'PAYOUT_FIB',
      saldo: 45_000,
      transactionId: 'PO-800001',
      ...(state ? { state } : {}),
    },
    balance: after,
  });

  async function fillForm(amount: string, wallet: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (IQD)'), amount);
    await user.type(screen.getByLabelText('Wallet number'), wallet);
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    return user;
  }

  it('refuses more than the withdrawable funds with the maximum', async () => {
    const withdraw = vi.fn();
    fakeApi({ getAccountBalance: async () => partly, withdraw });
    await open('/my_funds?tab=withdraw', partly);
    await fillForm('25000', '07701234567');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid withdraw Amount. Maximum 20,000 IQD',
    );
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('says there is nothing to withdraw instead of "from 1,500 to 0 IQD"', async () => {
    const bonusOnly = { balance: 3000, balancePayable: 0, balanceNonPayable: 3000 };
    fakeApi({ getAccountBalance: async () => bonusOnly });
    await open('/my_funds?tab=withdraw', bonusOnly);
    expect(screen.getByRole('heading', { name: 'Nothing to withdraw yet' })).toBeVisible();
    expect(
      screen.getByText(/withdrawable funds are 0 IQD\. The smallest withdrawal is 1,500/),
    ).toBeVisible();
    expect(screen.getByText(/3,000 IQD of your balance is bonus money/)).toBeVisible();
    expect(screen.queryByText(/from 1,500 to 0 IQD/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (IQD)')).not.toBeInTheDocument();
  });

  it('sends Arabic-Indic digits, spaces and dashes as the normalised values it checked', async () => {
    const withdraw = vi.fn(async () => sent());
    fakeApi({ getAccountBalance: async () => partly, withdraw, getBookings: async () => [] });
    await open('/my_funds?tab=withdraw', partly);
    const user = await fillForm('٥٬٠٠٠', '٠٧٨٠ ١٢٣-٤٥٦٧');
    // The review shows exactly what will be sent, and nothing left yet.
    const review = screen.getByRole('region', { name: 'Check your withdrawal' });
    expect(review).toHaveTextContent('5,000 IQD');
    expect(review).toHaveTextContent('07801234567');
    expect(review).toHaveTextContent('Ahmed Hassan');
    expect(withdraw).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(withdraw).toHaveBeenCalledWith(
      { amount: 5000, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07801234567' },
      expect.any(String),
    );
  });

  it("shows the backend's 400 reason on the field it names, not Payment failed", async () => {
    const refusal = new ApiError('400', 'withdraw', 400, {
      status: 'VALIDATION_FAILED',
      message: 'Payment failed',
      errors: [{ field: 'walletNumber', code: 'INVALID' }],
    });
    fakeApi({ getAccountBalance: async () => partly, withdraw: () => Promise.reject(refusal) });
    await open('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    const wallet = await screen.findByLabelText('Wallet number');
    expect(wallet).toHaveAttribute('aria-invalid', 'true');
    expect(wallet).toHaveValue('07701234567');
    expect(screen.getByRole('alert')).toHaveTextContent('valid wallet number');
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it('a refused payout says nothing was taken and gives the reference', async () => {
    const refusal = new ApiError('402', 'withdraw', 402, {
      status: 'PAYOUT_FAILED',
      message: 'The wallet provider refused the payout',
      details: { transactionId: 'PO-800009' },
    });
    fakeApi({ getAccountBalance: async () => partly, withdraw: () => Promise.reject(refusal) });
    await open('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was taken');
    expect(screen.getByTestId('withdraw-reference')).toHaveTextContent('PO-800009');
  });

  it('a dropped connection never claims success or failure', async () => {
    const dropped = new ApiError('Network Error', 'withdraw', undefined, undefined);
    fakeApi({ getAccountBalance: async () => partly, withdraw: () => Promise.reject(dropped) });
    await open('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not confirm');
  });

  it('shows the reference, then the fresh balance from the backend', async () => {
    const getAccountBalance = vi.fn<() => Promise<typeof partly>>().mockResolvedValue(partly);
    const withdraw = vi.fn(async () => {
      getAccountBalance.mockResolvedValue(after);
      return sent();
    });
    fakeApi({ getAccountBalance, withdraw, getBookings: async () => [] });
    await open('/my_funds?tab=withdraw', partly);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'ZainCash' }));
    const user = await fillForm('5,000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText('5,000 IQD has been sent to your wallet.')).toBeVisible();
    expect(screen.getByTestId('withdraw-reference')).toHaveTextContent('PO-800001');
    expect(withdraw).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'ZAIN_CASH' }),
      expect.any(String),
    );
    await waitFor(() =>
      expect(screen.getByTestId('withdrawable-balance')).toHaveTextContent('15,000 IQD'),
    );
  });

  it('a pending payout is "being processed", not "sent"', async () => {
    fakeApi({ getAccountBalance: async () => partly, withdraw: async () => sent('PENDING') });
    await open('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText(/5,000 IQD is being processed/)).toBeVisible();
    expect(screen.queryByText(/has been sent/)).not.toBeInTheDocument();
  });
});

describe('MyFundsPage history', { timeout: 20_000 }, () => {
  it('lists pending and failed payouts with their state', async () => {
    const payout = (bookingId: number, state: 'PENDING' | 'FAILED') => ({
      bookingId,
      bookingDate: '2026-11-20T10:00:00+03:00',
      bookingDescription: 'Withdrawal to FIB',
      amount: -5000,
      bookingType: 'PAYOUT_FIB' as const,
      saldo: 45_000,
      transactionId: `PO-${bookingId}`,
      state,
    });
    fakeApi({
      getAccountBalance: async () => testBalance(),
      getBookings: async () => [payout(2, 'FAILED'), payout(1, 'PENDING')],
    });
    await open('/my_funds?tab=history');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Withdrawal to FIB\s*Failed/);
    expect(items[1]).toHaveTextContent(/Withdrawal to FIB\s*Pending/);
  });
});
