import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayInResult } from '@/lib/api/types';
import { testBalance } from '@/testing/fixtures';
import { POLL_INTERVAL_MS } from '../hooks/use-pay-in-polling';
import { fakeFundsApi, fib, openMyFunds, result } from '../testing/my-funds';

describe('MyFundsPage from the cart’s Top Up Now', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('prefills the missing amount and, once credited, offers the way back to the cart', async () => {
    const invokePayIn = vi.fn(async () => fib);
    const checkPayIn = vi.fn<() => Promise<PayInResult>>().mockResolvedValue(result('SUCCESSFUL'));
    fakeFundsApi({
      getAccountBalance: async () => testBalance(500),
      invokePayIn,
      checkPayIn,
      getBookings: async () => [],
    });
    await openMyFunds('/my_funds?tab=deposit&amount=1500&from=cart');
    expect(screen.getByLabelText('Amount (IQD)')).toHaveValue('1500');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    });
    expect(invokePayIn).toHaveBeenCalledWith(
      { amountInCent: 150_000, useToken: false, paymentMethod: 'FIB' },
      expect.any(String),
    );
    // No way back before the backend said the deposit was credited.
    expect(screen.queryByRole('link', { name: 'Back to your cart' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('ignores an amount in the address that is not whole dinars', async () => {
    fakeFundsApi({ getAccountBalance: async () => testBalance() });
    await openMyFunds('/my_funds?tab=deposit&amount=12.5');
    expect(screen.getByLabelText('Amount (IQD)')).toHaveValue('');
  });
});
