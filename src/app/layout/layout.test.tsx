import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAdapter, type Adapter } from '@/lib/api';
import { noAlerts } from '@/testing/alerts';
import { fakeAdapter, fakeApi } from '@/testing/fake-adapter';
import { cart, ticketPosition } from '@/testing/lottery-fixtures';
import { isLoggedIn } from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { apiError } from '@/testing/player-api';
import { BottomNav } from './bottom-nav';
import { DesktopAppBar } from './desktop-app-bar';
import { MobileAppBar } from './mobile-app-bar';

describe('MobileAppBar', () => {
  it('shows sign-in to a visitor and no back arrow on a top-level page', async () => {
    await renderApp(<MobileAppBar />, { route: '/more' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iraq Charity Lottery, home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the balance (English grouping) and the cart badge state to a player; back on deeper pages', async () => {
    fakeApi({
      getActiveCart: async () => Promise.reject(new Error('no cart')),
      getAlerts: noAlerts,
    });
    await renderApp(<MobileAppBar />, {
      route: '/more/results',
      player: testProfile(),
      balance: testBalance(1_234_500),
    });
    expect(
      screen.getByRole('link', { name: 'Balance 1,234,500 IQD, open my funds' }),
    ).toHaveAttribute('href', '/my_funds');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('marks a cart with positions, derived from the cart query', async () => {
    fakeApi({
      getActiveCart: async () => cart([ticketPosition(1, [[1, 2, 3, 4, 5, 6]])]),
      getAlerts: noAlerts,
    });
    await renderApp(<MobileAppBar />, { player: testProfile() });
    expect(await screen.findByRole('link', { name: 'Cart, has tickets' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toBeInTheDocument();
  });
});

describe('BottomNav', () => {
  it('has four tabs; account leads to login for a visitor and marks the current tab', async () => {
    await renderApp(<BottomNav />, { route: '/drawn_tickets' });
    const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'My Tickets', 'Login', 'More']);
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'My Tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leads a player to my account', async () => {
    await renderApp(<BottomNav />, { route: '/my_account', player: testProfile() });
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

// jsdom applies no media queries: the desktop bar counts as hidden there, hence `hidden: true`.
describe('DesktopAppBar account menu', () => {
  it('shows name, balance and the account pages, and logs out to /login', async () => {
    const logout = vi.fn(async () => undefined);
    setAdapter(
      fakeAdapter({
        logout,
        getActiveCart: vi.fn(async () => Promise.reject(new Error('no cart'))),
        getAlerts: noAlerts,
        getSubscriptions: vi.fn(async () => Promise.reject(apiError('getSubscriptions', 404, 'X'))),
        // Logging out goes to /login, whose return path is checked against the CMS routes.
        getNavigationLinks: vi.fn(async () => []),
      } as Partial<Adapter>),
    );
    const { location } = await renderApp(<DesktopAppBar />, {
      route: '/more',
      player: testProfile(),
    });
    expect(
      screen.getByRole('navigation', { name: 'Main navigation', hidden: true }),
    ).toHaveTextContent('PlayResults');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', hidden: true }));
    // The menu's chunk loads on the first click.
    const menu = await screen.findByRole('dialog', { name: 'Ahmed Hassan', hidden: true });
    expect(menu).toHaveTextContent('Available balance: 50,000 IQD');
    const items = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((l) => l.getAttribute('href'));
    expect(items).toEqual([
      '/upcoming_tickets',
      '/my_funds',
      '/my_vouchers',
      '/notifications',
      '/settings',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    await vi.waitFor(() => expect(location()).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(false);
  });
});
