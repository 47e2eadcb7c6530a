import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LottoResult } from '@/lib/api/types';
import { STORAGE_KEYS } from '@/lib/storage';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import StatisticsPage from './statistics-page';

/** Draw n on 2025-01-n: the ten newest drew 7 to 12, the two oldest 24 to 29. */
const result = (n: number): LottoResult => ({
  drawId: n,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: n,
  drawDate: `2025-01-${String(n).padStart(2, '0')}T20:00:00+03:00`,
  winningNumbers: n > 2 ? [7, 8, 9, 10, 11, 12] : [24, 25, 26, 27, 28, 29],
});

/** The table row of a number: its count and its mark. */
const row = (number: number) =>
  within(screen.getByRole('table')).getByRole('rowheader', { name: String(number) })
    .parentElement as HTMLElement;

describe('StatisticsPage', { timeout: 30_000 }, () => {
  it('counts each number over the chosen window of draws', async () => {
    fakeApi({ getDrawResults: async () => Array.from({ length: 12 }, (_, i) => result(i + 1)) });
    await renderApp(<StatisticsPage />, { route: '/statistics' });

    expect(
      await screen.findByRole('heading', { name: 'How often each number was drawn (10 draws)' }),
    ).toBeInTheDocument();
    expect(within(row(7)).getAllByRole('cell')[0]).toHaveTextContent('10');
    expect(within(row(29)).getAllByRole('cell')[0]).toHaveTextContent('0');

    await userEvent.click(screen.getByRole('radio', { name: 'All draws' }));
    expect(
      screen.getByRole('heading', { name: 'How often each number was drawn (12 draws)' }),
    ).toBeInTheDocument();
    expect(within(row(29)).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(
      screen.getByRole('table', { name: 'Times each number was drawn in the last 12 draws' }),
    ).toBeInTheDocument();
  });

  it('says the past draws could not be loaded instead of a chart of zeros', async () => {
    fakeApi({ getDrawResults: () => Promise.reject(new Error('offline')) });
    await renderApp(<StatisticsPage />, { route: '/statistics' });
    expect(await screen.findByText('The past draws could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('under the data saver', () => {
    afterEach(() => localStorage.removeItem(STORAGE_KEYS.dataSaver));

    it('shows the table and draws no chart', async () => {
      localStorage.setItem(STORAGE_KEYS.dataSaver, 'on');
      fakeApi({ getDrawResults: async () => Array.from({ length: 12 }, (_, i) => result(i + 1)) });
      const { container } = await renderApp(<StatisticsPage />, { route: '/statistics' });
      expect(await screen.findByRole('note')).toHaveTextContent(/shown as a table/);
      expect(within(row(7)).getAllByRole('cell')[0]).toHaveTextContent('10');
      expect(container.querySelector('#frequency-table')).not.toHaveClass('visually-hidden');
      expect(container.querySelector('svg')).toBeNull();
      expect(screen.queryByRole('button', { name: /table/i })).toBeNull();
    });
  });
});
