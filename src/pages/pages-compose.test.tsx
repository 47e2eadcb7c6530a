import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubGame } from '@/features/play/testing/play-page';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { ticket } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import PlayPage from './play-page';
import TicketDetailsPage from './ticket-details-page';

// The pages compose features (decision 0277): play and tickets leave a place under each grid, the
// page puts the favourites feature's "Save as favourite" there. The feature pages alone show none.
describe('pages that compose features', { timeout: 30_000 }, () => {
  it('the board offers "Save as favourite" under the grid being picked', async () => {
    stubGame();
    await renderApp(<PlayPage />, { route: '/6of29', player: testProfile() });
    const grid = await screen.findByRole('region', { name: 'Grid 1' });
    // Disabled until the grid is complete; there, not missing.
    expect(await within(grid).findByRole('button', { name: 'Save as favourite' })).toBeDisabled();
  });

  it("a ticket's details offer it under each of its grids", async () => {
    fakeApi({
      getTickets: vi.fn(async () => [ticket(7)]),
      getFavourites: async () => [],
    });
    await renderApp(<TicketDetailsPage tab="upcoming" />, {
      route: '/upcoming_tickets_details?id=7',
      player: testProfile(),
    });
    expect(await screen.findAllByRole('button', { name: 'Save as favourite' })).toHaveLength(
      ticket(7).tips.length,
    );
  });
});
