import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import type { LottoResult } from '@/lib/api/types';
import { drawVerification } from '@/testing/draw-proof-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { gameInfo } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import ResultsPage from './results-page';

const result = (drawId: number, drawDate: string, winningNumbers: number[]): LottoResult => ({
  drawId,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: drawId,
  drawDate,
  winningNumbers,
});
const inServerZone = (dt: DateTime) => dt.setZone('UTC+3').toISO() ?? '';

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('ResultsPage', { timeout: 30_000 }, () => {
  it('shows the latest draw and switches to a picked date', async () => {
    const getDrawResults = vi.fn(async () => [
      result(140, '2025-05-05T20:00:00+03:00', [2, 9, 14, 17, 23, 28]),
      result(141, '2025-05-08T20:00:00+03:00', [1, 5, 11, 19, 22, 29]),
    ]);
    fakeApi({
      getDrawResults,
      getGameInfos: async () => [gameInfo()],
      getDrawVerification: async (drawId) => drawVerification({ drawId }),
    });
    const user = userEvent.setup();
    await renderApp(<ResultsPage />, { route: '/more/results' });
    const card = await screen.findByTestId('draw-result');
    expect(card).toHaveTextContent('Draw number 141');
    expect(card).toHaveTextContent('Thursday 08 May 2025');
    await user.selectOptions(screen.getByLabelText('Draw date'), 'Monday 05 May 2025');
    expect(screen.getByTestId('draw-result')).toHaveTextContent('Draw number 140');
    expect(within(screen.getByTestId('draw-result')).getByRole('list')).toHaveTextContent(
      '2914172328',
    );
    expect(await screen.findByRole('link', { name: 'Verify draw 140' })).toHaveAttribute(
      'href',
      '/more/results/verify?drawId=140',
    );
    expect(getDrawResults).toHaveBeenCalledWith(
      expect.objectContaining({
        gameTypeNames: '6of29',
        dateFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
  });

  it('shows the draw date in Arabic', async () => {
    const notOffered = vi.fn(() =>
      Promise.reject(apiError('getDrawVerification', 404, 'NOT_FOUND')),
    );
    fakeApi({
      getDrawResults: async () => [result(140, '2025-05-05T20:00:00+03:00', [1, 2, 3, 4, 5, 6])],
      getGameInfos: async () => [gameInfo()],
      // A backend without the draw-proof extension: no "Verify this draw".
      getDrawVerification: notOffered,
    });
    await renderApp(<ResultsPage />, { route: '/more/results', lang: 'ar' });
    const card = await screen.findByTestId('draw-result');
    expect(card).toHaveTextContent('الاثنين 05 أيار 2025');
    // The backend's English title is not shown: the game's name comes from the UI language.
    expect(card).not.toHaveTextContent(/Lotto|[A-Za-z]/);
    expect(screen.getByRole('heading', { level: 2, name: 'لوتو 6 من 29' })).toBeInTheDocument();
    await waitFor(() => expect(notOffered).toHaveBeenCalledWith(140));
    expect(screen.queryByRole('link', { name: /تحقّق/ })).not.toBeInTheDocument();
  });

  it('shows the jackpot estimate, or its pending state', async () => {
    fakeApi({
      getDrawResults: async () => [],
      getGameInfos: async () => [
        gameInfo({ gameTypeName: '2digit', jackpotValue: 5 }),
        gameInfo({ jackpotValue: null, jackpotState: 'PENDING' }),
      ],
    });
    await renderApp(<ResultsPage />, { route: '/more/results' });
    expect(await screen.findByRole('heading', { name: 'Jackpot pending' })).toBeInTheDocument();
    expect(screen.getByText('There were no draws in the last three months.')).toBeInTheDocument();
  });

  it('ticks each second and rolls over to the next draw when the draw passes', async () => {
    const soon = inServerZone(DateTime.now().plus({ milliseconds: 1500 }));
    const nextWeek = inServerZone(DateTime.now().plus({ days: 7, hours: 1 }));
    const getGameInfos = vi
      .fn()
      .mockResolvedValueOnce([gameInfo({ drawDate: soon })])
      .mockResolvedValue([gameInfo({ drawDate: nextWeek, drawId: 102 })]);
    fakeApi({ getDrawResults: async () => [], getGameInfos });
    await renderApp(<ResultsPage />, { route: '/more/results' });
    const timer = await screen.findByRole('timer', { name: 'Time left until the next draw' });
    expect(timer).toHaveTextContent(/00Days00Hours00Minutes0[01]Seconds/);
    expect(await screen.findByText('250,000,000 IQD')).toBeInTheDocument();
    await waitFor(() => expect(getGameInfos).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/07Days0[01]Hours/));
  });
});
