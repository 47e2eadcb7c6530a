import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { GamePlay, GameRecall } from '@/lib/api/types';
import { gameRecallKeys } from '@/entities/game-recall';
import { queryClient } from '@/lib/query';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import GameRecallPage from './game-recall-page';

const play = (over: Partial<GamePlay> = {}): GamePlay => ({
  orderId: 7008,
  receiptNumber: 'R7008-40009',
  playedAt: '2026-11-22T12:00:00+03:00',
  drawIds: [101, 102],
  lines: 3,
  stake: 3000,
  balanceBefore: 50_000,
  balanceAfter: 47_000,
  outcome: 'WON',
  won: 2000,
  ...over,
});

/** The text of an element without the bidi isolates around LTR values. */
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
const failure = () =>
  Promise.reject(new ApiError('Network Error', 'getGameRecall', undefined, undefined));

const render = (lang: 'en' | 'ar' = 'en') =>
  renderApp(<GameRecallPage />, { route: '/game_recall', player: testProfile(), lang, api: {} });

describe('GameRecallPage (decision 0286)', { timeout: 20_000 }, () => {
  it('lists each play with stake, outcome, won and the balance before and after', async () => {
    await renderApp(<GameRecallPage />, {
      route: '/game_recall',
      player: testProfile(),
      api: {
        getGameRecall: async () => ({
          plays: [
            play(),
            play({
              orderId: 7007,
              outcome: 'LOST',
              won: 0,
              balanceBefore: null,
              balanceAfter: null,
              lines: 1,
              drawIds: [101],
            }),
          ],
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Your last 2 plays' });
    const [first, second] = within(list).getAllByTestId('recall-play');
    expect(text(first!)).toContain('22/11/2026 at 12:00');
    expect(text(first!)).toContain('Draws101 and 102');
    expect(text(first!)).toContain('Lines3 lines');
    expect(text(first!)).toContain('Stake3,000 IQD');
    expect(text(first!)).toContain('Won2,000 IQD');
    expect(text(first!)).toContain('Balance before50,000 IQD');
    expect(text(first!)).toContain('Balance after47,000 IQD');
    expect(within(first!).getByText('Won', { selector: 'span' })).toBeVisible();
    // A play the balance did not pay: no invented balance, a dash said as "not available".
    expect(text(second!)).toContain('Draw101');
    expect(text(second!)).toContain('1 line');
    expect(within(second!).getAllByText('—')).toHaveLength(2);
    expect(within(second!).getByText('No win')).toBeVisible();
  });

  it('reads in Arabic with the plural forms and LTR values isolated', async () => {
    await renderApp(<GameRecallPage />, {
      route: '/game_recall',
      player: testProfile(),
      lang: 'ar',
      api: { getGameRecall: async () => ({ plays: [play(), play({ orderId: 7007, lines: 2 })] }) },
    });
    const list = await screen.findByRole('list', { name: 'مشاركتاك الأخيرتان' });
    const [first, second] = within(list).getAllByTestId('recall-play');
    expect(first!.textContent).toContain('\u20663,000\u2069 دينار');
    expect(text(first!)).toContain('3 خطوط');
    expect(text(second!)).toContain('خطان');
  });

  it('keeps the saved plays when the backend fails, and says how old they are', async () => {
    queryClient.setQueryData(
      gameRecallKeys.all,
      { plays: [play()] },
      { updatedAt: Date.parse('2026-11-22T09:30:00Z') },
    );
    await renderApp(<GameRecallPage />, {
      route: '/game_recall',
      player: testProfile(),
      api: { getGameRecall: vi.fn(failure) },
    });
    const note = await screen.findByText(/could not be refreshed/);
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('recall-play')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without saved plays a failure offers a retry, which asks again', async () => {
    const getGameRecall = vi.fn<() => Promise<GameRecall>>(failure);
    await renderApp(<GameRecallPage />, {
      route: '/game_recall',
      player: testProfile(),
      api: { getGameRecall },
    });
    expect(await screen.findByText('Your plays could not be loaded.')).toBeVisible();
    getGameRecall.mockResolvedValueOnce({ plays: [play()] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('recall-play')).toHaveLength(1);
    expect(getGameRecall).toHaveBeenCalledTimes(2);
  });

  it('says when there are no plays yet', async () => {
    await renderApp(<GameRecallPage />, {
      route: '/game_recall',
      player: testProfile(),
      api: { getGameRecall: async () => ({ plays: [] }) },
    });
    expect(await screen.findByText('You have not played yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play now' })).toBeVisible();
  });

  it('a backend without game recall (404) says it is not available', async () => {
    await render();
    expect(await screen.findByText('Game recall is not available.')).toBeVisible();
  });
});
