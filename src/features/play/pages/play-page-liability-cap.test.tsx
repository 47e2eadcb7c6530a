import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/testing/fixtures';
import { apiError } from '@/testing/player-api';
import { renderApp } from '@/testing/render-app';
import { draftStore } from '@/entities/draft';
import { stubGame } from '../testing/play-page';
import PlayPage from './play-page';

const capped = () =>
  apiError('addTicketToCart', 409, 'LIABILITY_CAP_REACHED', {
    details: { tips: [[1, 2, 3, 4, 5, 6]], drawIds: [101] },
  });

async function refusedAtCap() {
  const add = vi.fn().mockRejectedValueOnce(capped());
  stubGame({ addTicketToCart: add });
  const user = userEvent.setup();
  await renderApp(
    <Routes>
      <Route path="/6of29" element={<PlayPage />} />
      <Route path="/cart" element={<p>cart</p>} />
    </Routes>,
    { route: '/6of29', player: testProfile() },
  );
  const board = await screen.findByRole('group', { name: /Grid 1: pick 6 numbers/ });
  for (const n of [6, 5, 4, 3, 2, 1])
    await user.click(within(board).getByRole('button', { name: String(n) }));
  await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeChecked());
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  await screen.findByText(/This line has reached the lottery's limit/);
  return { user, add };
}

describe(
  'PlayPage: a combination at the liability cap (decision 0281)',
  { timeout: 30_000 },
  () => {
    it('says why and offers to change a number or quick pick; quick pick replaces only that grid', async () => {
      const { user } = await refusedAtCap();
      expect(screen.queryByText(/could not be added/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change a number' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Quick pick new numbers' }));
      const grid = draftStore.grids[0] ?? [];
      expect(grid).toHaveLength(6);
      expect([...grid].sort((a, b) => a - b)).not.toEqual([1, 2, 3, 4, 5, 6]);
      expect(screen.queryByText(/limit for this draw/)).not.toBeInTheDocument();
    });

    it('change a number keeps the grid on the board for the player to edit', async () => {
      const { user } = await refusedAtCap();
      await user.click(screen.getByRole('button', { name: 'Change a number' }));
      expect(draftStore.grids[0]).toEqual([1, 2, 3, 4, 5, 6]);
      expect(screen.queryByText(/limit for this draw/)).not.toBeInTheDocument();
    });
  },
);
