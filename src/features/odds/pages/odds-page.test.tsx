import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawWinnings } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { gameInfo, ticketType } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import OddsPage from './odds-page';

const winnings: DrawWinnings = {
  drawId: 140,
  drawDate: '2026-11-23T20:00:00+03:00',
  winningNumbers: [1, 2, 3, 4, 5, 6],
  ranks: [
    { rank: 1, matches: 6, winners: 0, prizePerWinner: 0, totalPrize: 0 },
    { rank: 2, matches: 5, winners: 1, prizePerWinner: 1_000_000, totalPrize: 1_000_000 },
    { rank: 3, matches: 4, winners: 9, prizePerWinner: 50_000, totalPrize: 450_000 },
    { rank: 4, matches: 3, winners: 40, prizePerWinner: 2_000, totalPrize: 80_000 },
  ],
  totalWinners: 50,
  totalPrizes: 1_530_000,
};
const results = async () => [
  {
    drawId: 140,
    gameTypeName: '6of29',
    title: 'Lotto 6/29',
    drawNumber: 140,
    drawDate: winnings.drawDate,
    winningNumbers: winnings.winningNumbers,
  },
];
const strip = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('OddsPage', { timeout: 30_000 }, () => {
  it("shows each rank's chance from the rules and its prize as the backend paid it", async () => {
    fakeApi({
      getTicketTypes: async () => [ticketType],
      getDrawResults: results,
      getDrawWinnings: async () => winnings,
      getGameInfos: async () => [gameInfo({ jackpotValue: 250_000_000 })],
    });
    await renderApp(<OddsPage />, { route: '/6of29_odds' });
    const jackpot = await screen.findByTestId('odds-rank-1');
    expect(strip(jackpot.textContent)).toContain('1 in 475,020');
    expect(strip(jackpot.textContent)).toContain('The jackpot (250,000,000 IQD now)');
    const cells = within(screen.getByTestId('odds-rank-4')).getAllByRole('cell');
    expect(cells.map((c) => strip(c.textContent))).toEqual([
      'Rank 4',
      '3 of 6',
      '1 in 13.41',
      '2,000 IQD per winning grid',
    ]);
    expect(strip(screen.getByTestId('any-prize').textContent)).toBe(
      'Chance of winning any prize with one grid: 1 in 12.07',
    );
    expect(screen.getByTestId('independent')).toHaveTextContent(/^Each draw is independent/);
  });

  it('says the prizes are not available when the backend gives none, and shows only the jackpot chance', async () => {
    fakeApi({
      getTicketTypes: async () => [ticketType],
      getDrawResults: async () => [],
      getGameInfos: async () => [gameInfo()],
    });
    await renderApp(<OddsPage />, { route: '/6of29_odds', lang: 'ar' });
    expect(await screen.findByText(/جائزة كل مرتبة غير متاحة الآن/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/1 من/).textContent).toContain('475,020');
  });
});
