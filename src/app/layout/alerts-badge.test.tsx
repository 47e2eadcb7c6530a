import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertInbox } from '@/lib/api/types';
import { ALERTS_POLL_MS } from '@/entities/alerts';
import { noAlerts } from '@/testing/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { AlertsButton } from './bar-buttons';

const win = (alertId: number) => ({
  alertId,
  topic: 'wins' as const,
  created: '2026-11-23T20:01:00+03:00',
  drawId: 116,
  amount: 50_000,
  read: false,
});
const inbox = (unread: number): AlertInbox => ({
  unread,
  alerts: Array.from({ length: unread }, (_, i) => win(i + 1)),
});

afterEach(() => vi.useRealTimers());

describe('the notifications badge (alerts extension)', { timeout: 20_000 }, () => {
  it('counts unread alerts and moves after a draw without a reload (polled)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const getAlerts = vi.fn(async () => inbox(0));
    fakeApi({ getAlerts });
    await renderApp(<AlertsButton />, { player: testProfile() });
    const link = await screen.findByRole('link', { name: 'Notifications' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(screen.queryByTestId('alerts-badge')).not.toBeInTheDocument();

    getAlerts.mockImplementation(async () => inbox(2));
    await act(() => vi.advanceTimersByTimeAsync(ALERTS_POLL_MS));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(screen.getByTestId('alerts-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('alerts-badge').tagName).toBe('BDI');
  });

  it('says the count in Arabic plural forms', async () => {
    fakeApi({ getAlerts: async () => inbox(3) });
    await renderApp(<AlertsButton />, { player: testProfile(), lang: 'ar' });
    expect(
      await screen.findByRole('link', { name: 'الإشعارات، 3 إشعارات غير مقروءة' }),
    ).toBeVisible();
  });

  it('is not there when the backend has no alerts (404) or for a visitor', async () => {
    const getAlerts = vi.fn(noAlerts);
    fakeApi({ getAlerts });
    await renderApp(<AlertsButton />, { player: testProfile() });
    await vi.waitFor(() => expect(getAlerts).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing, not a 0, when the answer carries no readable count', async () => {
    fakeApi({ getAlerts: async () => ({ alerts: [] }) as unknown as AlertInbox });
    await renderApp(<AlertsButton />, { player: testProfile() });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
