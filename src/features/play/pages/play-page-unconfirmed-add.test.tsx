import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { draw, gameInfo, offerInfo, ticketType } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import { draftStore } from '@/entities/draft';
import PlayPage from './play-page';

/** Stands in for the cart page: shows the navigation state it was given. */
function CartProbe() {
  return <p data-testid="cart-state">{JSON.stringify(useLocation().state)}</p>;
}

describe('PlayPage: an add-to-cart answer the app cannot read (0176)', { timeout: 30_000 }, () => {
  it('goes to the cart, which asks the backend, and keeps the picks; never "could not be added"', async () => {
    fakeApi({
      getTicketTypes: async () => [ticketType],
      getOfferInfo: async () => offerInfo(draw(101, 2)),
      getGameInfos: async () => [gameInfo()],
      getFavourites: async () => [],
      addTicketToCart: vi.fn(async () =>
        Promise.reject(new UnreadableAnswerError('addTicketToCart', 'cut short')),
      ),
    });
    const user = userEvent.setup();
    const { location } = await renderApp(
      <Routes>
        <Route path="/6of29" element={<PlayPage />} />
        <Route path="/cart" element={<CartProbe />} />
      </Routes>,
      { route: '/6of29', player: testProfile() },
    );
    const board = await screen.findByRole('group', { name: /Grid 1: pick 6 numbers/ });
    for (const n of [1, 2, 3, 4, 5, 6])
      await user.click(within(board).getByRole('button', { name: String(n) }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(screen.getByTestId('cart-state')).toHaveTextContent('{"unconfirmedAdd":true}');
    expect(screen.queryByText(/could not be added/)).not.toBeInTheDocument();
    // The picks stay: if the cart does not hold the ticket, the player adds it again.
    expect(draftStore.grids[0]).toHaveLength(6);
  });
});
