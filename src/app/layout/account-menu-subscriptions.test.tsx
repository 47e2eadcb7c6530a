import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { subscriptionAnswer } from '@/testing/subscription-fixtures';
import { DesktopAppBar } from './desktop-app-bar';

describe('the account menu where the backend offers subscriptions', () => {
  it('lists My Subscriptions after Vouchers and the rest', async () => {
    fakeApi({
      getActiveCart: vi.fn(async () => Promise.reject(new Error('no cart'))),
      getSubscriptions: vi.fn(async () => [subscriptionAnswer()]),
      getNavigationLinks: vi.fn(async () => []),
    });
    await renderApp(<DesktopAppBar />, { route: '/more', player: testProfile() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', hidden: true }));
    // The menu's chunk loads on the first click (slow in a cold test file).
    const menu = await screen.findByRole(
      'dialog',
      { name: 'Ahmed Hassan', hidden: true },
      { timeout: 5000 },
    );
    const link = await within(menu).findByRole('link', { name: 'My Subscriptions', hidden: true });
    expect(link).toHaveAttribute('href', '/my_subscriptions');
  });
});
