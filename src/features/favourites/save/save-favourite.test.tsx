import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { localFavouriteActions, localFavourites } from '@/entities/favourites';
import { fakeApi } from '@/testing/fake-adapter';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { PlayFavourites } from '@/entities/favourites/ui/play-favourites';
import { SaveFavourite } from './save-favourite';

const GRID = [3, 8, 12, 17, 21, 29];
const saved = (favouriteId: number, input: FavouriteInput): Favourite => ({
  favouriteId,
  ...input,
  created: '2026-11-20T12:00:00+03:00',
});

describe('favourites', { timeout: 30_000 }, () => {
  it('keeps a visitor’s favourite in this browser and plays it', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    await renderApp(
      <>
        <SaveFavourite numbers={GRID} />
        <PlayFavourites onPlay={onPlay} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save as favourite' }));
    // The form is its own chunk, loaded on opening (seconds on a busy machine: the test transforms
    // it then); the field takes the focus.
    const name = await screen.findByLabelText('Name (optional)', {}, { timeout: 10_000 });
    expect(name).toHaveFocus();
    await user.type(name, 'Family');
    await user.click(screen.getByRole('button', { name: 'Save favourite' }));
    expect(await screen.findByText('Saved to your favourites.')).toBeInTheDocument();
    expect(storage.getJson<Favourite[]>(STORAGE_KEYS.favourites)?.[0]).toMatchObject({
      name: 'Family',
      numbers: GRID,
    });
    expect(screen.getByRole('button', { name: 'Saved in your favourites' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Play my favourites (1)' }));
    expect(onPlay).toHaveBeenCalledWith([GRID]);
  });

  it('cannot save an unfinished grid', async () => {
    await renderApp(<SaveFavourite numbers={[1, 2, 3]} />);
    expect(screen.getByRole('button', { name: 'Save as favourite' })).toBeDisabled();
  });

  it('hides favourites from a player whose backend answers 404', async () => {
    const getFavourites = vi.fn(() =>
      Promise.reject(new ApiError('Not found', 'getFavourites', 404, undefined)),
    );
    fakeApi({ getFavourites });
    const { container } = await renderApp(
      <>
        <SaveFavourite numbers={GRID} />
        <PlayFavourites onPlay={() => undefined} />
      </>,
      { player: testProfile() },
    );
    await waitFor(() => expect(getFavourites).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('moves a visitor’s favourites to the account after login, once', async () => {
    localFavouriteActions.add({ name: 'Kept here', numbers: GRID });
    localFavouriteActions.add({ name: 'Already there', numbers: [1, 2, 3, 4, 5, 6] });
    const account: Favourite[] = [saved(500, { name: 'Mine', numbers: [1, 2, 3, 4, 5, 6] })];
    const createFavourite = vi.fn(async (input: FavouriteInput) => {
      const favourite = saved(501, input);
      account.push(favourite);
      return favourite;
    });
    fakeApi({ getFavourites: async () => [...account], createFavourite });
    await renderApp(<PlayFavourites onPlay={() => undefined} />, { player: testProfile() });
    expect(await screen.findByRole('button', { name: 'Play my favourites (2)' })).toBeVisible();
    expect(createFavourite).toHaveBeenCalledTimes(1);
    expect(createFavourite).toHaveBeenCalledWith({ name: 'Kept here', numbers: GRID });
    expect(localFavourites.list).toEqual([]);
  });
});
