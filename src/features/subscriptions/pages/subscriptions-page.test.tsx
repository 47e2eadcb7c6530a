import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { subscriptionAnswer } from '@/testing/subscription-fixtures';
import SubscriptionsPage from './subscriptions-page';

describe('SubscriptionsPage', { timeout: 30_000 }, () => {
  it('shows the next renewal and its cost as the backend states them, and pauses', async () => {
    const changeSubscription = vi.fn(async () =>
      subscriptionAnswer({ status: 'PAUSED', pausedBy: 'PLAYER', nextRenewal: null }),
    );
    fakeApi({ getSubscriptions: vi.fn(async () => [subscriptionAnswer()]), changeSubscription });
    const user = userEvent.setup();
    await renderApp(<SubscriptionsPage />, { player: testProfile() });
    const card = await screen.findByRole('listitem', { name: 'Subscription 1' });
    expect(card).toHaveTextContent('Thursday 26 Nov 2026: 1,000 IQD');
    expect(card).toHaveTextContent('Active');
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(changeSubscription).toHaveBeenCalledWith(501, { status: 'PAUSED' });
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    expect(card).toHaveTextContent('None while it is not active');
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('cancels only after the confirmation', async () => {
    const cancelSubscription = vi.fn(async () =>
      subscriptionAnswer({ status: 'CANCELLED', cancelledBy: 'PLAYER', nextRenewal: null }),
    );
    fakeApi({ getSubscriptions: vi.fn(async () => [subscriptionAnswer()]), cancelSubscription });
    const user = userEvent.setup();
    await renderApp(<SubscriptionsPage />, { player: testProfile() });
    const card = await screen.findByRole('listitem', { name: 'Subscription 1' });
    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelSubscription).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(cancelSubscription).toHaveBeenCalledWith(501);
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
  });

  it('says a time-out paused it, with the end', async () => {
    const paused = subscriptionAnswer({
      status: 'PAUSED',
      pausedBy: 'TIME_OUT',
      pausedUntil: '2026-11-28T12:00:00+03:00',
      nextRenewal: null,
    });
    fakeApi({ getSubscriptions: vi.fn(async () => [paused]) });
    await renderApp(<SubscriptionsPage />, { player: testProfile() });
    const card = await screen.findByRole('listitem', { name: 'Subscription 1' });
    expect(card).toHaveTextContent('Paused by your break until 28/11/2026');
    expect(within(card).queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
