import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawsAhead } from '@/lib/lottery/play-ahead';
import { renderApp } from '@/testing/render-app';
import { draw } from '@/testing/lottery-fixtures';
import PlayAhead from './play-ahead';

// Two draws a week for eight weeks: enough for every play-ahead option.
const draws = Array.from({ length: 16 }, (_, i) => draw(100 + i, 1 + Math.floor(i * 3.5)));

describe('PlayAhead', () => {
  it.each([
    ['en', '1 week', /^2 draws × 1 grid: total/],
    ['ar', 'أسبوع واحد', /^سحبان × شبكة واحدة: المجموع/],
  ] as const)('writes counts in %s plural forms', async (lang, oneWeek, summary) => {
    const ids = drawsAhead(draws, 1).map((d) => d.drawId);
    expect(ids).toHaveLength(2);
    await renderApp(
      <PlayAhead draws={draws} selected={ids} grids={1} price={1_000} onChoose={vi.fn()} />,
      { lang },
    );
    expect(screen.getByRole('button', { name: oneWeek })).toBeInTheDocument();
    expect(screen.queryByText(/\(s\)/)).toBeNull();
    expect(screen.getByTestId('play-ahead-summary').textContent).toMatch(summary);
  });
});
