import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import FavouritesPage from './favourites-page';

describe('FavouritesPage', { timeout: 30_000 }, () => {
  it('says when the account’s favourites could not be loaded and loads them on retry', async () => {
    const getFavourites = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Service Unavailable', 'getFavourites', 503, undefined))
      .mockResolvedValueOnce([
        {
          favouriteId: 7,
          name: 'Family',
          numbers: [3, 8, 12, 17, 21, 29],
          created: '2026-11-20T12:00:00+03:00',
        },
      ]);
    fakeApi({ getFavourites });
    const user = userEvent.setup();
    await renderApp(<FavouritesPage />, { player: testProfile() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourites could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Family')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getFavourites).toHaveBeenCalledTimes(2);
  });

  it('offers to subscribe with a favourite where the backend runs subscriptions', async () => {
    const family = {
      favouriteId: 7,
      name: 'Family',
      numbers: [3, 8, 12, 17, 21, 29],
      created: '2026-11-20T12:00:00+03:00',
    };
    fakeApi({
      getFavourites: vi.fn(async () => [family]),
      getSubscriptions: vi.fn(async () => []),
    });
    await renderApp(<FavouritesPage />, { player: testProfile() });
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('offers no subscription where the backend has none (404)', async () => {
    fakeApi({
      getFavourites: vi.fn(async () => [
        {
          favouriteId: 7,
          name: 'Family',
          numbers: [3, 8, 12, 17, 21, 29],
          created: '2026-11-20T12:00:00+03:00',
        },
      ]),
    });
    await renderApp(<FavouritesPage />, { player: testProfile() });
    expect(await screen.findByText('Family')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
