import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { setAdapter, type Adapter } from '@/lib/api';
import { fakeAdapter } from '@/testing/fake-adapter';
import { navigationQuery } from '@/entities/content';
import { sessionStore } from '@/entities/session';
import { testProfile, unverifiedProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { ChineseRoute } from './chinese-route';
import { RequireAuth } from './require-auth';
import { RoutePage } from './route-page';
import { UnknownPath } from './unknown-path';
import { usePostNavigationRule } from './use-post-navigation';

const Secret = () => <p>secret page</p>;

describe('RequireAuth', () => {
  it('sends a visitor to login with the page as redirect target', async () => {
    const { location } = await renderApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { route: '/cart?voucher=1', path: '/cart' },
    );
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    expect(location()).toBe('/login?redirect=%2Fcart%3Fvoucher%3D1');
  });

  it('sends a player who just logged out to plain login, without a way back', async () => {
    sessionStore.loggedOut = true;
    const { location } = await renderApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { route: '/my_account', path: '/my_account' },
    );
    expect(location()).toBe('/login');
  });

  it('shows the page to a logged-in player', async () => {
    await renderApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { route: '/cart', player: testProfile() },
    );
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});

function RuleProbe() {
  usePostNavigationRule();
  return <p>page</p>;
}

describe('post-navigation rule', () => {
  it('sends an unverified player to /verify_account', async () => {
    const { location } = await renderApp(<RuleProbe />, {
      route: '/cart',
      player: unverifiedProfile(),
    });
    await waitFor(() => expect(location()).toBe('/verify_account'));
  });

  it.each(['/my_account', '/verify_account'])(
    'leaves an unverified player on %s',
    async (route) => {
      const { location } = await renderApp(<RuleProbe />, { route, player: unverifiedProfile() });
      expect(location()).toBe(route);
    },
  );

  it('leaves verified players and visitors alone', async () => {
    const verified = await renderApp(<RuleProbe />, { route: '/cart', player: testProfile() });
    expect(verified.location()).toBe('/cart');
    verified.unmount();
    const visitor = await renderApp(<RuleProbe />, { route: '/more' });
    expect(visitor.location()).toBe('/more');
  });
});

describe('RoutePage', () => {
  it('sets the translated title and guards pages that need login', async () => {
    await renderApp(<RoutePage page={Secret} title={{ key: 'cart' }} />, { route: '/cart' });
    expect(document.title).toBe('My Cart | Iraq Charity Lottery');
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('titles the start screen in Arabic without a suffix', async () => {
    await renderApp(<RoutePage page={Secret} title={{ key: 'home' }} />, { lang: 'ar' });
    expect(document.title).toBe('العب الآن - اليانصيب الخيري العراقي');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('redirects a visitor when auth is set', async () => {
    const { location } = await renderApp(
      <RoutePage page={Secret} title={{ key: 'myFunds' }} auth />,
      {
        route: '/my_funds',
        path: '/my_funds',
      },
    );
    expect(location()).toBe('/login?redirect=%2Fmy_funds');
  });
});

describe('special paths', () => {
  it('an unknown path reloads the CMS links once, then goes to the start screen', async () => {
    const getNavigationLinks = vi.fn(async () => []);
    setAdapter(fakeAdapter({ getNavigationLinks } as Partial<Adapter>));
    const { location, queryClient } = await renderApp(<UnknownPath />, {
      route: '/no-such-page',
      path: '/no-such-page',
    });
    await waitFor(() => expect(location()).toBe('/'));
    expect(getNavigationLinks).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(navigationQuery('en').queryKey)).toEqual([]);
  });

  it('/cn switches to Chinese (English texts, left to right) and goes home', async () => {
    const { location } = await renderApp(<ChineseRoute />, { route: '/cn', lang: 'ar' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(i18n.language).toBe('zh');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('titles.cart')).toBe('My Cart');
    expect(localStorage.getItem('language')).toBe('zh');
  });
});
