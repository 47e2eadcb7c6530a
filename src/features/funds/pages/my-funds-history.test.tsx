import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBalance } from '@/testing/fixtures';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

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
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getBookings: async () => [payout(2, 'FAILED'), payout(1, 'PENDING')],
    });
    await openMyFunds('/my_funds?tab=history');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Withdrawal to FIB\s*Failed/);
    expect(items[1]).toHaveTextContent(/Withdrawal to FIB\s*Pending/);
  });
});
