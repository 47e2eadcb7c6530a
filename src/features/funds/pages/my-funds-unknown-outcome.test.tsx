import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallId } from '@/lib/api/calls';
import type { PayInResult } from '@/lib/api/types';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { testBalance } from '@/testing/fixtures';
import { POLL_INTERVAL_MS } from '../hooks/use-pay-in-polling';
import { fakeFundsApi, fib, openMyFunds, result } from '../testing/my-funds';

const unreadable = (id: CallId) => new UnreadableAnswerError(id, 'cut short');
/** No "undefined", "NaN" or stated outcome on the page. */
const expectNoInventedOutcome = () =>
  expect(document.body.textContent).not.toMatch(/undefined|NaN|successful|was sent/);

afterEach(() => {
  vi.useRealTimers();
});

describe('My Funds: answers the app cannot read (decision 0176)', { timeout: 20_000 }, () => {
  it('a withdrawal with an unreadable answer is not confirmed, and the balance is asked again', async () => {
    const getAccountBalance = vi.fn(async () => testBalance(45_000));
    fakeFundsApi({
      getAccountBalance,
      getBookings: async () => [],
      withdraw: () => Promise.reject(unreadable('withdraw')),
    });
    await openMyFunds('/my_funds?tab=withdraw', testBalance(50_000));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your withdrawal. Please check your history before you try again.',
    );
    expect(screen.queryByTestId('withdraw-reference')).not.toBeInTheDocument();
    await waitFor(() => expect(getAccountBalance).toHaveBeenCalled());
    expectNoInventedOutcome();
  });

  it('a deposit whose start answer cannot be read is not confirmed, with no QR code', async () => {
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      invokePayIn: () => Promise.reject(unreadable('invokePayIn')),
    });
    await openMyFunds();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm that your deposit was started. Check your history before you try again.',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expectNoInventedOutcome();
  });

  it('an unreadable check is no outcome: the wait goes on until the backend says', async () => {
    const checkPayIn = vi
      .fn<() => Promise<PayInResult>>()
      .mockRejectedValueOnce(unreadable('checkPayIn'))
      .mockResolvedValue(result('SUCCESSFUL'));
    fakeFundsApi({
      getAccountBalance: async () => testBalance(55_000),
      invokePayIn: async () => fib,
      checkPayIn,
      getBookings: async () => [],
    });
    await openMyFunds();
    await userEvent.setup().type(screen.getByLabelText('Amount (IQD)'), '5000');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    });
    await screen.findByText('Waiting for your payment…');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(checkPayIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();
    expect(screen.queryByText(/was successful/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(screen.getByText('Your deposit of 5,000 IQD was successful.')).toBeInTheDocument();
  }, 20_000);
});
