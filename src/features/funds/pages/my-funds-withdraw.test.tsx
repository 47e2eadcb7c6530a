import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { WithdrawResponse } from '@/lib/api/types';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

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

  /** A player withdraws 5,000 IQD to a wallet and the backend rejects it with `error`. */
  async function withdrawRejected(error: ApiError) {
    fakeFundsApi({
      getAccountBalance: async () => partly,
      withdraw: () => Promise.reject(error),
    });
    await openMyFunds('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
  }

  it('refuses more than the withdrawable funds with the maximum', async () => {
    const withdraw = vi.fn();
    fakeFundsApi({ getAccountBalance: async () => partly, withdraw });
    await openMyFunds('/my_funds?tab=withdraw', partly);
    await fillForm('25000', '07701234567');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid withdraw Amount. Maximum 20,000 IQD',
    );
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('says there is nothing to withdraw instead of "from 1,500 to 0 IQD"', async () => {
    const bonusOnly = { balance: 3000, balancePayable: 0, balanceNonPayable: 3000 };
    fakeFundsApi({ getAccountBalance: async () => bonusOnly });
    await openMyFunds('/my_funds?tab=withdraw', bonusOnly);
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
    fakeFundsApi({ getAccountBalance: async () => partly, withdraw, getBookings: async () => [] });
    await openMyFunds('/my_funds?tab=withdraw', partly);
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
    await withdrawRejected(refusal);
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
    await withdrawRejected(refusal);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was taken');
    expect(screen.getByTestId('withdraw-reference')).toHaveTextContent('PO-800009');
  });

  it('a dropped connection never claims success or failure', async () => {
    const dropped = new ApiError('Network Error', 'withdraw', undefined, undefined);
    await withdrawRejected(dropped);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not confirm');
  });

  it('shows the reference, then the fresh balance from the backend', async () => {
    const getAccountBalance = vi.fn<() => Promise<typeof partly>>().mockResolvedValue(partly);
    const withdraw = vi.fn(async () => {
      getAccountBalance.mockResolvedValue(after);
      return sent();
    });
    fakeFundsApi({ getAccountBalance, withdraw, getBookings: async () => [] });
    await openMyFunds('/my_funds?tab=withdraw', partly);
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
    fakeFundsApi({ getAccountBalance: async () => partly, withdraw: async () => sent('PENDING') });
    await openMyFunds('/my_funds?tab=withdraw', partly);
    const user = await fillForm('5000', '07701234567');
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText(/5,000 IQD is being processed/)).toBeVisible();
    expect(screen.queryByText(/has been sent/)).not.toBeInTheDocument();
  });
});
