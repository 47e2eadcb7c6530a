import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAdapter } from '@/lib/api/adapter';
import { fakeAdapter } from '@/testing/fake-adapter';
import { ApiError } from '@/lib/api/errors';
import { queryClient } from '@/lib/query';
import { playerProfile } from '@/entities/session';
import { testProfile, unverifiedProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyAccountPage from './my-account-page';
import { fundsKeys } from '@/entities/wallet';

vi.setConfig({ testTimeout: 20_000 });

function fakeAccountApi() {
  const calls = {
    getAccountBalance: vi.fn(async () => ({
      balance: 52_500,
      balancePayable: 40_000,
      balanceNonPayable: 12_500,
    })),
    getActiveCart: vi.fn(async () =>
      Promise.reject(
        new ApiError('Request failed with status code 404', 'getActiveCart', 404, undefined),
      ),
    ),
    logout: vi.fn(async () => undefined),
  };
  setAdapter(fakeAdapter(calls));
  return calls;
}

/** Renders the page and waits for the balance it refreshes on entry. */
async function renderAccount(player = testProfile()) {
  const view = await renderApp(<MyAccountPage />, { route: '/my_account', player });
  await screen.findByText('52,500 IQD');
  return view;
}

describe('MyAccountPage', () => {
  it('shows the name, the refreshed balance and withdrawable funds, and the account links', async () => {
    fakeAccountApi();
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ahmed Hassan')).toBeInTheDocument();
    expect(screen.getByText('52,500 IQD')).toBeInTheDocument();
    expect(screen.getByText('40,000 IQD')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account links' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/upcoming_tickets',
      '/my_funds',
      '/my_vouchers',
      '/notifications',
      '/settings',
    ]);
  });

  it('links game recall where the backend offers it (decision 0286)', async () => {
    setAdapter(
      fakeAdapter({
        ...fakeAccountApi(),
        getGameRecall: vi.fn(async () => ({ plays: [] })),
      }),
    );
    await renderAccount();
    const nav = screen.getByRole('navigation', { name: 'Account links' });
    expect(
      await within(nav).findByRole('link', { name: 'Game recall: your last plays' }),
    ).toHaveAttribute('href', '/game_recall');
  });

  it('shows the phone number in readable groups, left to right inside Arabic', async () => {
    fakeAccountApi();
    await renderApp(<MyAccountPage />, {
      route: '/my_account',
      player: testProfile({ phoneNumber: '+9647701234567' }),
      lang: 'ar',
    });
    const phone = await screen.findByText('+964 770 123 4567');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('invites an unverified player to verify', async () => {
    fakeAccountApi();
    await renderAccount(unverifiedProfile());
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify_account',
    );
  });

  it('logs out and goes to login', async () => {
    const calls = fakeAccountApi();
    const view = await renderApp(<MyAccountPage />, {
      route: '/my_account',
      player: testProfile(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    // The session is cleared: the page no longer shows the player.
    await waitFor(() => expect(screen.queryByText('Hello, Ahmed Hassan')).not.toBeInTheDocument());
    expect(calls.logout).toHaveBeenCalled();
    expect(playerProfile()).toBeUndefined();
  });

  it('shows a balance the backend has not given as not available, never 0 IQD', async () => {
    const calls = fakeAccountApi();
    calls.getAccountBalance.mockImplementation(() =>
      Promise.reject(new ApiError('Network Error', 'getAccountBalance', undefined, undefined)),
    );
    await renderApp(<MyAccountPage />, { route: '/my_account', player: testProfile() });
    await act(() => queryClient.resetQueries({ queryKey: fundsKeys.balance() }));
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    await waitFor(() =>
      expect(within(wallet).getAllByText('not available right now')).toHaveLength(2),
    );
    expect(wallet).not.toHaveTextContent(/\b0 IQD/);
  });
});
