import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DrawWinnings, LottoResult } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import CheckNumbersPage from './check-numbers-page';

const result = (drawId: number, winningNumbers: number[]): LottoResult => ({
  drawId,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: drawId,
  drawDate: `2025-05-${drawId - 130}T20:00:00+03:00`,
  winningNumbers,
});
const winnings = (drawId: number, ranks: [number, number, number][]): DrawWinnings => ({
  drawId,
  drawDate: '2025-05-01T20:00:00+03:00',
  winningNumbers: [],
  ranks: ranks.map(([rank, matches, prizePerWinner]) => ({
    rank,
    matches,
    winners: prizePerWinner > 0 ? 1 : 0,
    prizePerWinner,
    totalPrize: prizePerWinner,
  })),
  totalWinners: 1,
  totalPrizes: 0,
});

async function check(numbers: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your 6 numbers (1 to 29)'), numbers);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('CheckNumbersPage', { timeout: 30_000 }, () => {
  it('shows each draw with the numbers it matched, its rank and the prize the backend gave', async () => {
    const getDrawWinnings = vi.fn(async (drawId: number) =>
      drawId === 140 ? winnings(140, [[4, 3, 2_000]]) : winnings(141, [[1, 6, 0]]),
    );
    fakeApi({
      getDrawResults: async () => [
        result(140, [1, 2, 3, 20, 21, 22]),
        result(141, [1, 2, 3, 4, 5, 6]),
        result(142, [10, 11, 12, 13, 14, 15]),
      ],
      getDrawWinnings,
    });
    await renderApp(<CheckNumbersPage />, { route: '/check' });
    await check('1 2 3 4 5 6');

    // The rolled-over jackpot has no prize to add: no total is invented from a 0 (issue 38).
    expect(await screen.findByTestId('check-summary')).toHaveTextContent(
      '3 draws checked, 2 with a prize. No total: not every prize is known.',
    );
    // Winnings are asked only for draws with 3 matches or more.
    expect(getDrawWinnings.mock.calls.map(([id]) => id).sort()).toEqual([140, 141]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // Newest draw first.
    const [nothing, jackpot, won] = rows.map((row) => row.textContent);
    expect(won).toContain('Draw 140');
    expect(won).toContain('Rank 4');
    expect(won).toContain('2,000 IQD');
    // A jackpot nobody won has no prize per winner: rolled over, never an invented 0.
    expect(jackpot).toContain('Rank 1');
    expect(jackpot).toContain('Not won (rolled over)');
    expect(nothing).toContain('No prize');
    const draw140 = screen.getByRole('list', { name: 'Winning numbers of draw 140' });
    expect(within(draw140).getAllByText('matched')).toHaveLength(3);
  });

  it('says the draws could not be loaded and asks again on retry', async () => {
    const getDrawResults = vi
      .fn<() => Promise<LottoResult[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([
        result(142, [10, 11, 12, 13, 14, 15]),
        result(143, [7, 8, 9, 10, 11, 12]),
      ]);
    fakeApi({ getDrawResults });
    await renderApp(<CheckNumbersPage />, { route: '/check' });
    await check('1 2 3 4 5 6');

    expect(await screen.findByText('The draws could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('check-summary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('check-summary')).toHaveTextContent(
      '2 draws checked, 0 with a prize. Total: 0 IQD.',
    );
  });

  it('refuses numbers that are not 6 different ones from 1 to 29, without asking', async () => {
    const getDrawResults = vi.fn(async () => []);
    fakeApi({ getDrawResults });
    await renderApp(<CheckNumbersPage />, { route: '/check' });
    await check('1 2 3 4 5 30');

    expect(await screen.findByText('Every number must be from 1 to 29.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your numbers in past draws' })).toBeNull();
    expect(getDrawResults).not.toHaveBeenCalled();
  });
});
