import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Voucher } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyVouchersPage from './my-vouchers-page';
import { cartKeys } from '@/entities/cart';

const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  voucherId: 1,
  voucherCode: 'WELCOME5',
  amount: 5000,
  expiryDate: '2026-12-31T23:59:00+03:00',
  applicableTicketTypes: ['6of29'],
  state: 'ACTIVE',
  ...overrides,
});

describe('MyVouchersPage', { timeout: 20_000 }, () => {
  it('lists code, amount, expiry, state and ticket types', async () => {
    fakeApi({
      getVouchers: async () => [
        voucher(),
        voucher({ voucherId: 2, voucherCode: 'OLD', state: 'EXPIRED', applicableTicketTypes: [] }),
      ],
    });
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('WELCOME5')).toBeVisible();
    expect(first.getByText('5,000 IQD')).toBeVisible();
    expect(first.getByText('Valid until 31/12/2026')).toBeVisible();
    expect(first.getByText('Active')).toBeVisible();
    expect(first.getByText('For: Lotto 6/29')).toBeVisible();
    expect(within(items[1]!).getByText('For all tickets')).toBeVisible();
    expect(within(items[1]!).getByText('Expired')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voucher terms and conditions' })).toHaveAttribute(
      'href',
      '/my_vouchers_terms_and_conditions',
    );
  });

  it('says "Invalid promo code. Please try again." for a refused code', async () => {
    const refusal = new ApiError('400', 'redeemVoucher', 400, {
      status: 'INVALID_VOUCHER',
      message: 'x',
    });
    const redeemVoucher = vi.fn(() => Promise.reject(refusal));
    fakeApi({ getVouchers: async () => [], redeemVoucher });
    const user = userEvent.setup();
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await user.type(screen.getByLabelText('Voucher code'), ' NOPE ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid promo code. Please try again.',
    );
    expect(redeemVoucher).toHaveBeenCalledWith('NOPE');
  });

  it('reloads the vouchers and marks the cart vouchers stale after a redeem', async () => {
    const getVouchers = vi.fn().mockResolvedValueOnce([]).mockResolvedValue([voucher()]);
    const getCartVouchers = vi.fn(async () => [voucher()]);
    fakeApi({
      getVouchers,
      redeemVoucher: async () => voucher(),
      getCartVouchers,
      // A redeem may credit money (a pay-in voucher): the balance is fetched again.
      getAccountBalance: async () => testBalance(),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderApp(<MyVouchersPage />, {
      route: '/my_vouchers',
      player: testProfile(),
    });
    queryClient.setQueryData(cartKeys.vouchers(), []);
    expect(await screen.findByText('You have no vouchers yet.')).toBeVisible();
    await user.type(screen.getByLabelText('Voucher code'), 'WELCOME5');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      await screen.findByText('Voucher \u2066WELCOME5\u2069 was added to your account.'),
    ).toBeVisible();
    expect(await screen.findByText('WELCOME5')).toBeVisible();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(cartKeys.vouchers())?.isInvalidated).toBe(true),
    );
    // No cart screen is open: the cart vouchers are asked when one shows them, not now.
    expect(getCartVouchers).not.toHaveBeenCalled();
  });
});
