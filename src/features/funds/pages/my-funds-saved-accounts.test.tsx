import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PaymentAccount, WithdrawResponse } from '@/lib/api/types';
import { renderApp } from '@/testing/render-app';
import { testProfile } from '@/testing/fixtures';
import MyFundsPage from './my-funds-page';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

const balance = { balance: 50_000, balancePayable: 20_000, balanceNonPayable: 30_000 };
const fib: PaymentAccount = {
  paymentAccountId: 61,
  method: 'FIB',
  fullName: 'Sara Ali',
  walletNumber: '07509876543',
};
const sent = { transactionId: 'PO-1' } as WithdrawResponse;

describe('withdraw to a saved account', { timeout: 30_000 }, () => {
  it('offers the saved FIB account, chosen, and sends to it', async () => {
    const withdraw = vi.fn(async () => sent);
    fakeFundsApi({
      getAccountBalance: async () => balance,
      getPaymentAccounts: async () => [fib],
      getBookings: async () => [],
      withdraw,
    });
    await openMyFunds('/my_funds?tab=withdraw', balance);
    const saved = await screen.findByRole('radio', { name: /FIB.* 07509876543 · Sara Ali/ });
    await waitFor(() => expect(saved).toBeChecked());
    expect(screen.getByLabelText('Wallet number')).toHaveValue('07509876543');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(withdraw).toHaveBeenCalledWith(
      { amount: 5000, method: 'FIB', fullName: 'Sara Ali', walletNumber: '07509876543' },
      expect.any(String),
    );
  });

  it('"another account" empties the number for a new one', async () => {
    fakeFundsApi({ getAccountBalance: async () => balance, getPaymentAccounts: async () => [fib] });
    await openMyFunds('/my_funds?tab=withdraw', balance);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Wallet number')).toHaveValue('07509876543'));
    await user.click(screen.getByRole('radio', { name: 'Another account' }));
    expect(screen.getByLabelText('Wallet number')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /07509876543/ })).not.toBeChecked();
  });

  it('isolates the number left to right in Arabic', async () => {
    fakeFundsApi({ getAccountBalance: async () => balance, getPaymentAccounts: async () => [fib] });
    await renderApp(<MyFundsPage />, {
      route: '/my_funds?tab=withdraw',
      player: testProfile(),
      balance,
      lang: 'ar',
    });
    const saved = await screen.findByRole('radio', { name: /07509876543/ });
    const number = saved.parentElement?.querySelector('bdi');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveTextContent('07509876543');
  });

  it('a failed call leaves the form as it was, with no alert', async () => {
    fakeFundsApi({
      getAccountBalance: async () => balance,
      getPaymentAccounts: () =>
        Promise.reject(new ApiError('500', 'getPaymentAccounts', 500, undefined)),
    });
    await openMyFunds('/my_funds?tab=withdraw', balance);
    expect(await screen.findByLabelText('Wallet number')).toHaveValue('');
    expect(screen.queryByRole('radio', { name: 'Another account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
