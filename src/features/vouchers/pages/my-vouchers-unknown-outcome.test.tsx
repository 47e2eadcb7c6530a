import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyVouchersPage from './my-vouchers-page';

describe('MyVouchersPage: a redeem answer the app cannot read (0176)', { timeout: 20_000 }, () => {
  it('says the redeem is not confirmed (not "invalid code") and asks vouchers and balance again', async () => {
    const getVouchers = vi.fn(async () => []);
    const getAccountBalance = vi.fn(async () => testBalance(53_000));
    fakeApi({
      getVouchers,
      getAccountBalance,
      redeemVoucher: () => Promise.reject(new UnreadableAnswerError('redeemVoucher', 'cut short')),
    });
    const user = userEvent.setup();
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await user.type(screen.getByLabelText('Voucher code'), 'BONUS3000');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm that the voucher was redeemed. Check your vouchers and your history before you try again.',
    );
    expect(screen.queryByText(/Invalid promo code/)).not.toBeInTheDocument();
    await waitFor(() => expect(getVouchers).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(getAccountBalance).toHaveBeenCalled());
  });
});
