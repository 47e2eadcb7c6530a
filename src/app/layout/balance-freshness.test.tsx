import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerMessage, PurchaseResult, UserBalance } from '@/lib/api/types';
import { cart, ticketPosition, voucher } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import CartPage from '@/features/cart/pages/cart-page';
import MyFundsPage from '@/features/funds/pages/my-funds-page';
import NotificationsPage from '@/features/notifications/pages/notifications-page';
import TicketsPage from '@/features/tickets/pages/tickets-page';
import MyVouchersPage from '@/features/vouchers/pages/my-vouchers-page';
import { BalanceButton } from './bar-buttons';

/**
 * The app bar's balance is the balance query: after every money event the backend is asked again,
 * and the bar shows its answer (BONUS3000 credited 3,000 but the bar kept 50,000).
 */
const barBalance = () => screen.getByRole('link', { name: /^Balance .* IQD, open my funds$/ });

/** The balance answers `before` until the event happens, then `after`. */
function balances(before: number) {
  const getAccountBalance = vi.fn<() => Promise<UserBalance>>(async () => testBalance(before));
  const moneyMoved = (after: number) =>
    getAccountBalance.mockImplementation(async () => testBalance(after));
  return { getAccountBalance, moneyMoved };
}

const withBar = (page: React.ReactElement) => (
  <>
    <BalanceButton />
    {page}
  </>
);

describe('the app bar balance after a money event', { timeout: 30_000 }, () => {
  it('voucher payin: BONUS3000 raises the bar by 3,000', async () => {
    const { getAccountBalance, moneyMoved } = balances(50_000);
    const bonus = voucher({ voucherCode: 'BONUS3000', amount: 3000, state: 'USED' });
    fakeApi({
      getAccountBalance,
      getVouchers: async () => [],
      redeemVoucher: async () => {
        moneyMoved(53_000);
        return bonus;
      },
      getCartVouchers: async () => [],
    });
    const user = userEvent.setup();
    await renderApp(withBar(<MyVouchersPage />), { route: '/my_vouchers', player: testProfile() });
    expect(barBalance()).toHaveTextContent('50,000');
    await user.type(screen.getByLabelText('Voucher code'), 'bonus٣٠٠٠');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(barBalance()).toHaveTextContent('53,000'));
  });

  it('withdrawal: the bar shows what the backend has left', async () => {
    const { getAccountBalance, moneyMoved } = balances(50_000);
    fakeApi({
      getAccountBalance,
      getBookings: async () => [],
      getPaymentAccounts: async () => [],
      withdraw: async () => {
        moneyMoved(45_000);
        return { transactionId: 'PO-1', balance: testBalance(45_000) } as never;
      },
    });
    const user = userEvent.setup();
    await renderApp(withBar(<MyFundsPage />), {
      route: '/my_funds?tab=withdraw',
      player: testProfile(),
    });
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and withdraw' }));
    await waitFor(() => expect(barBalance()).toHaveTextContent('45,000'));
  });

  it('purchase: the bar drops by what was charged', async () => {
    const { getAccountBalance, moneyMoved } = balances(50_000);
    const bought: PurchaseResult = {
      orderId: 1,
      receiptNumber: 'R-1',
      ticketIds: [5],
      amountCharged: 1000,
      refundedAmount: 0,
      soldOutTips: [],
    };
    fakeApi({
      getAccountBalance,
      getActiveCart: async () => cart([ticketPosition(11, [[1, 2, 3, 4, 5, 6]])]),
      getCartVouchers: async () => [],
      // No terms extension (decision 0179): the spec's checkbox.
      getTerms: async () => Promise.reject(apiError('getTerms', 404, 'NOT_FOUND')),
      getResponsiblePlay: async () =>
        Promise.reject(apiError('getResponsiblePlay', 404, 'NOT_FOUND')),
      purchaseCart: async () => {
        moneyMoved(49_000);
        return bought;
      },
      getGameInfos: async () => [],
    });
    const user = userEvent.setup();
    await renderApp(withBar(<CartPage />), { route: '/cart', player: testProfile() });
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Buy now/ }));
    await waitFor(() => expect(barBalance()).toHaveTextContent('49,000'));
  });

  it('win: opening the drawn tickets asks for the balance again', async () => {
    const { getAccountBalance, moneyMoved } = balances(50_000);
    moneyMoved(2_050_000); // the draw paid a win while the app showed the old balance
    // Answers after a macrotask, like a network, so the list's store update lands inside act.
    const later = () => new Promise<never[]>((resolve) => setTimeout(() => resolve([]), 5));
    fakeApi({ getAccountBalance, getTickets: later });
    await renderApp(withBar(<TicketsPage tab="drawn" />), {
      route: '/my_tickets/drawn',
      player: testProfile(),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(await screen.findByText('You have no drawn tickets yet.')).toBeVisible();
    await waitFor(() => expect(barBalance()).toHaveTextContent('2,050,000'));
  });

  it("a new booking's notification appears at once, without waiting for the cache to age", async () => {
    const credit: PlayerMessage = {
      messageId: 9,
      created: '2026-01-02T12:00:00+03:00',
      bookingType: 'VOUCHER_PAYIN',
      amount: 3000,
      transactionId: 'T-9',
      read: false,
    };
    const getMessages = vi.fn<() => Promise<PlayerMessage[]>>(async () => []);
    fakeApi({
      getAccountBalance: async () => testBalance(),
      getMessages,
      getVouchers: async () => [],
      getCartVouchers: async () => [],
      redeemVoucher: async () => {
        getMessages.mockResolvedValue([credit]);
        return voucher({ voucherCode: 'BONUS3000', amount: 3000, state: 'USED' });
      },
    });
    const user = userEvent.setup();
    await renderApp(
      <>
        <NotificationsPage />
        <MyVouchersPage />
      </>,
      { route: '/notifications', player: testProfile() },
    );
    await waitFor(() => expect(getMessages).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Voucher code'), 'BONUS3000');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText('A voucher of 3,000 IQD was credited to your wallet.'),
    ).toBeVisible();
  });
});
