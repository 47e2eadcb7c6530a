import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DrawWinnings, LottoResult } from '@/lib/api/types';
import { drawVerification } from '@/testing/draw-proof-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import ResultsHistoryPage from './results-history-page';

/** Draw n on 2025-01-n (n up to 28), numbers 1..6 shifted by n. */
const result = (n: number): LottoResult => ({
  drawId: n,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: n,
  drawDate: `2025-01-${String(n).padStart(2, '0')}T20:00:00+03:00`,
  winningNumbers: [1, 2, 3, 4, 5, 6].map((k) => ((k + n) % 29) + 1),
});
const winnings = (drawId: number, winners: number, totalPrize: number): DrawWinnings => ({
  drawId,
  drawDate: '2025-01-01T20:00:00+03:00',
  winningNumbers: [],
  ranks: [{ rank: 1, matches: 6, winners, prizePerWinner: totalPrize, totalPrize }],
  totalWinners: winners,
  totalPrizes: totalPrize,
});

describe('ResultsHistoryPage', { timeout: 30_000 }, () => {
  it('lists ten draws a page, newest first, with each jackpot as the backend told it', async () => {
    const getDrawWinnings = vi.fn(async (drawId: number) =>
      drawId === 12 ? winnings(12, 2, 40_000_000) : winnings(drawId, 0, 0),
    );
    fakeApi({
      getDrawResults: async () => Array.from({ length: 12 }, (_, i) => result(i + 1)),
      getDrawWinnings,
      getDrawVerification: async (drawId) => drawVerification({ drawId }),
    });
    await renderApp(<ResultsHistoryPage />, { route: '/history' });

    expect(await screen.findByRole('heading', { name: 'Page 1 of 2' })).toBeInTheDocument();
    const labels = await screen.findAllByText(/^Draw \d+$/);
    expect(labels.map((label) => label.textContent)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Draw ${n}`),
    );
    const [newest, next] = labels.map((label) => label.closest('li') as HTMLElement);
    expect(
      await within(newest!).findByText('Jackpot: 40,000,000 IQD shared by 2 winners'),
    ).toBeInTheDocument();
    expect(
      await within(next!).findByText('Jackpot not won: it rolled over to the next draw'),
    ).toBeInTheDocument();
    expect(await within(newest!).findByRole('link', { name: 'Verify draw 12' })).toHaveAttribute(
      'href',
      '/more/results/verify?drawId=12',
    );
    // Only the shown page's prize tables are asked.
    expect(getDrawWinnings).toHaveBeenCalledTimes(10);

    await userEvent.click(screen.getByRole('button', { name: 'Older draws' }));
    expect(screen.getByRole('heading', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Winning numbers of draw 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older draws' })).toBeDisabled();
  });

  it('says when there are no draws', async () => {
    fakeApi({ getDrawResults: async () => [] });
    await renderApp(<ResultsHistoryPage />, { route: '/history' });
    expect(await screen.findByText('No draws yet.')).toBeInTheDocument();
  });

  it('says the past draws could not be loaded, never an empty archive', async () => {
    fakeApi({ getDrawResults: () => Promise.reject(new Error('offline')) });
    await renderApp(<ResultsHistoryPage />, { route: '/history' });
    expect(await screen.findByText('The past draws could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No draws yet.')).not.toBeInTheDocument();
  });
});
