import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayInFailureReason, PayInInvokeResponse, PayInResult } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from '../hooks/use-pay-in-polling';
import { WalletPaymentPanel } from './wallet-payment-panel';

const fib: PayInInvokeResponse = {
  paymentId: 'PAY-1',
  paymentIFrameUrl: 'http://pay.example/card-page/PAY-1',
  walletPayment: { qrCode: 'q', paymentLink: 'http://pay.example/l', manualCode: '123456' },
};
const failed = (failureReason?: PayInFailureReason): PayInResult => ({
  paymentId: 'PAY-1',
  status: 'FAILED',
  amount: 5000,
  ...(failureReason ? { failureReason } : {}),
});

async function show(checkPayIn: () => Promise<PayInResult>, onDone = vi.fn()) {
  const getAccountBalance = vi.fn(async () => testBalance());
  const getBookings = vi.fn(async () => []);
  fakeApi({ checkPayIn, getAccountBalance, getBookings });
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
  await renderApp(<WalletPaymentPanel payment={fib} amount={5000} method="FIB" onDone={onDone} />, {
    player: testProfile(),
  });
  return { getAccountBalance, onDone };
}

afterEach(() => vi.useRealTimers());

describe('WalletPaymentPanel outcomes', { timeout: 20_000 }, () => {
  it.each([
    ['REFUSED', 'Your deposit was refused by the payment provider.'],
    ['ERROR', 'An error occurred during your deposit. Please try again later.'],
    ['CANCELLED', 'You cancelled the payment in the wallet app. No money was taken.'],
  ] as const)('a %s failure has its own message', async (reason, text) => {
    const { getAccountBalance } = await show(async () => failed(reason));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Your deposit could not be processed.')).not.toBeInTheDocument();
    // The balance is asked again after a failure too.
    expect(getAccountBalance).toHaveBeenCalled();
  });

  it('shows the elapsed time while waiting and lets the player leave', async () => {
    const { onDone } = await show(async () => ({ ...failed(), status: 'PENDING' }));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.getByText(/Time elapsed: 0:1[12]/)).toBeInTheDocument();
    expect(
      screen.getByText(/the outcome will appear in your transaction history/),
    ).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Leave this page' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the timeout text well before three minutes', async () => {
    await show(async () => ({ ...failed(), status: 'PENDING' }));
    expect(POLL_TIMEOUT_MS).toBeLessThan(180_000);
    await act(() => vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS + POLL_INTERVAL_MS));
    expect(screen.getByText('Payment timed out. Please check your history.')).toBeInTheDocument();
  });
});
