import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawResult } from '@/lib/lottery/ticket-draws';
import { renderApp } from '@/testing/render-app';
import { WinGrids } from './win-grids';

const six = [4, 8, 15, 16, 23, 27];
const result: DrawResult = {
  winningNumbers: six,
  winAmount: 1_050_000_000,
  grids: [
    {
      tipIndex: 0,
      numbers: six,
      result: { tipIndex: 0, matchedNumbers: six, rank: 1, prize: 1_050_000_000 },
    },
  ],
};

// Issue 38: the grid card's padding reached the balls' own list items too, and in Kurdish at
// 390 px the sixth ball went to a second line.
describe('the win notice grids', () => {
  it("pads the grid's card, not each ball", async () => {
    await renderApp(<WinGrids result={result} ticket="7" />, { lang: 'ku' });
    const balls = screen.getByRole('list', { name: /1/, hidden: false }).querySelectorAll('li');
    const card = balls[0]?.closest('ul')?.closest('li');
    expect(card && getComputedStyle(card).paddingTop).not.toMatch(/^(0(px)?)?$/);
    expect(balls).toHaveLength(6);
    for (const ball of balls) expect(getComputedStyle(ball).paddingTop).toMatch(/^(0(px)?)?$/);
  });
});
