import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Offers, Voucher } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { voucherKeys } from '../api/voucher-keys';
import MyVouchersPage from './my-vouchers-page';

const offers: Offers = {
  offers: [
    {
      code: 'LUCKY2000',
      amount: 2000,
      expiryDate: '2026-12-22T12:00:00+03:00',
      applicableTicketTypes: [],
    },
    {
      code: 'WELCOME5000',
      amount: 5000,
      expiryDate: '2027-02-20T12:00:00+03:00',
      applicableTicketTypes: ['6of29'],
    },
  ],
};
const strip = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '');
const offersSettled = () =>
  waitFor(() => expect(queryClient.getQueryState(voucherKeys.offers())?.status).toBe('success'));

describe('My Vouchers: offers (decision 0286)', { timeout: 20_000 }, () => {
  it('lists the offers the backend makes, with amount, expiry and ticket types', async () => {
    fakeApi({ getVouchers: async () => [], getOffers: async () => offers });
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    const box = await screen.findByTestId('voucher-offers');
    expect(within(box).getByRole('heading', { name: '2 offers for you' })).toBeVisible();
    const items = within(box).getAllByRole('listitem');
    expect(strip(items[0]!.textContent)).toBe(
      'LUCKY20002,000 IQDValid until 22/12/2026For all tickets',
    );
    expect(strip(items[1]!.textContent)).toContain('For: Lotto 6/29');
  });

  it('shows no offer when the backend makes none (a player at risk or on a break)', async () => {
    fakeApi({ getVouchers: async () => [], getOffers: async () => ({ offers: [] }) });
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await offersSettled();
    expect(screen.queryByTestId('voucher-offers')).toBeNull();
    expect(await screen.findByText('You have no vouchers yet.')).toBeVisible();
  });

  it('shows no offer where the backend does not offer the call (404)', async () => {
    fakeApi({ getVouchers: async () => [] });
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await offersSettled();
    expect(screen.queryByTestId('voucher-offers')).toBeNull();
  });

  it('asks for the offers again after a redeem: a redeemed code is offered no more', async () => {
    const voucher: Voucher = {
      voucherId: 1,
      voucherCode: 'LUCKY2000',
      amount: 2000,
      expiryDate: '2026-12-22T12:00:00+03:00',
      applicableTicketTypes: [],
      state: 'ACTIVE',
    };
    const getOffers = vi
      .fn()
      .mockResolvedValueOnce(offers)
      .mockResolvedValue({ offers: offers.offers.slice(1) });
    fakeApi({
      getVouchers: async () => [],
      getOffers,
      redeemVoucher: async () => voucher,
      getAccountBalance: async () => testBalance(),
    });
    const user = userEvent.setup();
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await screen.findByRole('heading', { name: '2 offers for you' });
    await user.type(screen.getByLabelText('Voucher code'), 'LUCKY2000');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'An offer for you' })).toBeVisible();
    expect(getOffers).toHaveBeenCalledTimes(2);
  });
});
