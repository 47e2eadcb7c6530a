import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/lib/api/types';
import { testBalance } from '@/testing/fixtures';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

const booking = (
  bookingId: number,
  bookingType: Booking['bookingType'],
  amount: number,
  state?: Booking['state'],
): Booking => ({
  bookingId,
  bookingDate: '2026-11-20T10:00:00+03:00',
  bookingDescription: '',
  amount,
  bookingType,
  saldo: 45_000,
  transactionId: `T-${bookingId}`,
  ...(state ? { state } : {}),
});

const history = () => screen.getByRole('region', { name: 'Transaction history' });
const items = () => within(history()).getAllByRole('listitem');

describe('MyFundsPage history', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('lists pending and failed payouts with their state', async () => {
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getBookings: async () => [
        booking(2, 'PAYOUT_FIB', -5000, 'FAILED'),
        booking(1, 'PAYOUT_FIB', -5000, 'PENDING'),
      ],
    });
    await openMyFunds('/my_funds?tab=history');
    await within(history()).findAllByRole('listitem');
    expect(items()[0]).toHaveTextContent(/Withdrawal to FIB\s*Failed/);
    expect(items()[0]).toHaveTextContent('no money moved');
    expect(items()[1]).toHaveTextContent(/Withdrawal to FIB\s*Pending/);
    expect(items()[1]).toHaveTextContent('held from your balance');
  });

  it('lists a pending and a failed deposit as such, never as credited', async () => {
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getBookings: async () => [
        booking(2, 'PAYIN', 5000, 'PENDING'),
        booking(1, 'PAYIN', 3000, 'FAILED'),
      ],
    });
    await openMyFunds('/my_funds?tab=history');
    await within(history()).findAllByRole('listitem');
    expect(items()[0]).toHaveTextContent(/Deposit\s*Pending/);
    expect(items()[0]).toHaveTextContent(
      'not in your balance until the payment provider completes it',
    );
    expect(items()[1]).toHaveTextContent(/Deposit\s*Failed/);
    expect(items()[1]).toHaveTextContent('no money moved');
  });

  it('asks again while a deposit is pending, and shows it settled once the provider settled it', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    let state: Booking['state'] = 'PENDING';
    const getBookings = vi.fn(async () => [booking(1, 'PAYIN', 5000, state)]);
    fakeFundsApi({ getAccountBalance: async () => testBalance(), getBookings });
    await openMyFunds('/my_funds?tab=history');
    await waitFor(() => expect(items()[0]).toHaveTextContent('Pending'));
    state = 'SUCCESSFUL';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(items()[0]).not.toHaveTextContent('Pending'));
    expect(items()[0]).toHaveTextContent(/Deposit\s*\+5,000/);
  });

  it('counts no failed withdrawal in the activity and shows the pending one apart', async () => {
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getBookings: async () => [
        booking(3, 'PAYOUT_FIB', -5000, 'FAILED'),
        booking(2, 'PAYOUT_FIB', -5000, 'PENDING'),
        booking(1, 'PAYIN', 50_000),
      ],
    });
    await openMyFunds('/my_funds?tab=history');
    const activity = await screen.findByRole('region', { name: 'Your activity' });
    expect(await within(activity).findByRole('table')).not.toHaveTextContent('10,000');
    expect(activity).toHaveTextContent('Net deposits since you opened your account: 50,000 IQD');
    expect(activity).toHaveTextContent(
      'Withdrawals waiting for the wallet, not counted above: 5,000 IQD',
    );
    expect(activity).toHaveTextContent('failed deposits and withdrawals are left out');
  });
});
