import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayInInvokeResponse, PayInResult, UserBalance } from '@/lib/api/types';
import { fakeApi } from '@/lib/lottery/testing/fixtures';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { WalletPaymentPanel } from '@/features/funds/components/wallet-payment-panel';
import { POLL_INTERVAL_MS } from '@/features/funds/hooks/use-pay-in-polling';
import { BalanceButton } from './bar-buttons';

const barBalance = () => screen.getByRole('link', { name: /^Balance .* IQD, open my funds$/ });

const fib: PayInInvokeResponse = {
  paymentId: 'PAY-7',
  paymentIFrameUrl: 'http://pay.example/card-page/PAY-7',
  walletPayment: { qrCode: 'q', paymentLink: 'http://pay.example/l', manualCode: '123456' },
};

afterEach(() => vi.useRealTimers());

describe('the app bar balance after a deposit', { timeout: 20_000 }, () => {
  it('a wallet pay-in the backend calls SUCCESSFUL shows the credited balance in the bar', async () => {
    const getAccountBalance = vi.fn<() => Promise<UserBalance>>(async () => testBalance(50_000));
    const checkPayIn = vi.fn(async (): Promise<PayInResult> => {
      // The provider's notice landed: the backend credited the wallet before answering.
      getAccountBalance.mockImplementation(async () => testBalance(55_000));
      return { paymentId: 'PAY-7', status: 'SUCCESSFUL', amount: 5000 };
    });
    fakeApi({ checkPayIn, getAccountBalance, getBookings: async () => [] });
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    await renderApp(
      <>
        <BalanceButton />
        <WalletPaymentPanel payment={fib} amount={5000} method="FIB" onDone={() => undefined} />
      </>,
      { player: testProfile(), balance: testBalance(50_000) },
    );
    expect(barBalance()).toHaveTextContent('50,000');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(checkPayIn).toHaveBeenCalledWith('PAY-7');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(barBalance()).toHaveTextContent('55,000');
  });
});
