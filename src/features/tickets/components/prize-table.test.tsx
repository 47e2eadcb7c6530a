import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawWinnings } from '@/lib/api/types';
import { renderApp } from '@/testing/render-app';
import { PrizeTable } from './prize-table';

const winnings: DrawWinnings = {
  drawId: 116,
  drawDate: '2026-11-26T20:00:00+03:00',
  winningNumbers: [3, 8, 12, 17, 21, 29],
  ranks: [
    { rank: 1, matches: 6, winners: 0, prizePerWinner: 0, totalPrize: 0 },
    { rank: 2, matches: 5, winners: 0, prizePerWinner: 1_000_000, totalPrize: 0 },
    { rank: 3, matches: 4, winners: 4, prizePerWinner: 50_000, totalPrize: 200_000 },
  ],
  totalWinners: 4,
  totalPrizes: 200_000,
};

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('PrizeTable', () => {
  it('says a rank nobody won that pays nothing rolls over, instead of "6 · 0 · 0"', async () => {
    await renderApp(<PrizeTable winnings={winnings} myRanks={[3]} />);
    const [, jackpot, second, third] = screen.getAllByRole('row');
    expect(cells(jackpot!)).toEqual(['1', '6', 'Not won, rolls over to the next draw']);
    // A fixed prize nobody won still says what a winner would get.
    expect(cells(second!)).toEqual(['2', '5', '0', '1,000,000']);
    expect(cells(third!)).toEqual(['3', '4', '4', '50,000']);
    expect(third).toHaveAttribute('data-mine', 'true');
  });

  it('in Arabic too', async () => {
    await renderApp(<PrizeTable winnings={winnings} myRanks={[]} />, { lang: 'ar' });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('لم يربحها أحد، تُرحَّل إلى السحب التالي');
  });
});
