import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AlertInbox, PlayerMessage } from '@/lib/api/types';
import { noAlerts } from '@/testing/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/use-notifications';
import NotificationsPage from './notifications-page';

const message = (messageId: number, day: number): PlayerMessage => ({
  messageId,
  created: `2026-01-${String(day).padStart(2, '0')}T12:00:00+03:00`,
  bookingType: messageId % 2 ? 'PAYIN' : 'ORDER_PAYMENT',
  amount: messageId % 2 ? 5000 : -1000,
  transactionId: `T-${messageId}`,
  read: false,
});

describe('NotificationsPage', { timeout: 20_000 }, () => {
  it('words each message by booking type and loads more pages without duplicates', async () => {
    const first = Array.from({ length: NOTIFICATIONS_PAGE_SIZE }, (_, i) =>
      message(100 - i, 28 - (i % 20)),
    );
    // The second page repeats the last message of the first (new messages arrived meanwhile).
    const second = [message(81, 9), message(80, 8)];
    const getMessages = vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    fakeApi({ getMessages, getAlerts: noAlerts });
    const user = userEvent.setup();
    await renderApp(<NotificationsPage />, { route: '/notifications', player: testProfile() });
    expect((await screen.findAllByRole('listitem')).length).toBe(NOTIFICATIONS_PAGE_SIZE);
    expect(
      screen.getAllByText('Your deposit of 5,000 IQD was credited to your wallet.')[0],
    ).toBeVisible();
    expect(screen.getAllByText('You paid 1,000 IQD for your tickets.')[0]).toBeVisible();
    expect(screen.getByText('28/01/2026 12:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 1),
    );
    expect(getMessages).toHaveBeenLastCalledWith({
      from: NOTIFICATIONS_PAGE_SIZE,
      quantity: NOTIFICATIONS_PAGE_SIZE,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lists the in-app alerts above and marks them read on opening (badge cleared)', async () => {
    const alert = {
      alertId: 7,
      topic: 'wins' as const,
      created: '2026-11-23T20:01:00+03:00',
      drawId: 116,
      amount: 50_000,
      read: false,
    };
    const unread: AlertInbox = { unread: 1, alerts: [alert] };
    const readAlerts = vi.fn(async () => ({ unread: 0, alerts: [{ ...alert, read: true }] }));
    fakeApi({ getMessages: async () => [], getAlerts: async () => unread, readAlerts });
    await renderApp(<NotificationsPage />, {
      route: '/notifications',
      player: testProfile(),
      lang: 'ar',
    });
    const section = await screen.findByRole('region', { name: 'التنبيهات' });
    expect(section).toHaveTextContent('ربحت في السحب 116. اطّلع على تذاكرك لمعرفة المبلغ.');
    expect(section.querySelector('bdi')).toHaveTextContent('116');
    expect(section).toHaveTextContent('لا نطلب أبداً الرقم السري لبطاقتك');
    await vi.waitFor(() => expect(readAlerts).toHaveBeenCalledTimes(1));
  });

  it('says what happened to a subscription: the draw, the amount or the reason, a link to its renewals', async () => {
    const base = {
      topic: 'subscriptions' as const,
      created: '2026-11-23T20:01:00+03:00',
      read: true,
    };
    const inbox: AlertInbox = {
      unread: 0,
      alerts: [
        {
          ...base,
          alertId: 9,
          drawId: 118,
          amount: null,
          subscription: { subscriptionId: 501, event: 'skipped', reason: 'SPENDING_LIMIT' },
        },
        {
          ...base,
          alertId: 8,
          drawId: 117,
          amount: 2000,
          subscription: { subscriptionId: 501, event: 'renewed', reason: null },
        },
      ],
    };
    fakeApi({ getMessages: async () => [], getAlerts: async () => inbox });
    const { location } = await renderApp(<NotificationsPage />, {
      route: '/notifications',
      player: testProfile(),
      lang: 'en',
    });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(section).toHaveTextContent(
      'Your subscription did not buy a ticket for draw 118: it would pass your spending limit.',
    );
    expect(section).toHaveTextContent('Your subscription bought a ticket for draw 117: 2,000 IQD.');
    expect(section).not.toHaveTextContent('There is news about your subscription.');
    const links = screen.getAllByRole('link', { name: 'See its renewals' });
    expect(links).toHaveLength(2);
    await userEvent.click(links[0]!);
    expect(location()).toBe('/my_subscriptions/renewals?id=501');
  });

  it('a renewal whose answer has no amount says what it bought without one', async () => {
    const inbox: AlertInbox = {
      unread: 0,
      alerts: [
        {
          topic: 'subscriptions',
          created: '2026-11-23T20:01:00+03:00',
          read: true,
          alertId: 7,
          drawId: 119,
          amount: null,
          subscription: { subscriptionId: 501, event: 'renewed', reason: null },
        },
      ],
    };
    fakeApi({ getMessages: async () => [], getAlerts: async () => inbox });
    await renderApp(<NotificationsPage />, {
      route: '/notifications',
      player: testProfile(),
      lang: 'en',
    });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(section).toHaveTextContent('Your subscription bought a ticket for draw 119.');
    expect(section).not.toHaveTextContent('IQD');
  });

  it.each(['ar', 'en'] as const)(
    '%s: an alert without a draw leaves the draw out of its sentence (never "draw :")',
    async (lang) => {
      const inbox: AlertInbox = {
        unread: 0,
        alerts: [
          {
            topic: 'subscriptions',
            created: '2026-11-23T20:01:00+03:00',
            read: true,
            alertId: 8,
            drawId: null,
            amount: 2000,
            subscription: { subscriptionId: 501, event: 'renewed', reason: null },
          },
          {
            topic: 'subscriptions',
            created: '2026-11-23T20:00:00+03:00',
            read: true,
            alertId: 9,
            drawId: null,
            amount: null,
            subscription: { subscriptionId: 501, event: 'skipped', reason: 'BALANCE_SHORT' },
          },
        ],
      };
      fakeApi({ getMessages: async () => [], getAlerts: async () => inbox });
      await renderApp(<NotificationsPage />, {
        route: '/notifications',
        player: testProfile(),
        lang,
      });
      const section = await screen.findByRole('region', {
        name: lang === 'en' ? 'Alerts' : 'التنبيهات',
      });
      const texts = within(section)
        .getAllByRole('paragraph')
        .map((p) => p.textContent ?? '');
      expect(texts).toEqual(
        expect.arrayContaining(
          lang === 'en'
            ? [
                'Your subscription bought a ticket: 2,000 IQD.',
                'Your subscription did not buy a ticket: your balance was too low.',
              ]
            : ['اشترى اشتراكك تذكرة: 2,000 دينار.', 'لم يشترِ اشتراكك تذكرة: رصيدك غير كافٍ.'],
        ),
      );
      expect(section.textContent).not.toMatch(/draw\s*[:.]|السحب\s*[:.]/);
    },
  );
});
