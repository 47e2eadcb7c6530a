import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localFavouriteActions } from '@/entities/favourites';
import { draftStore } from '@/entities/draft';
import { draw, gameInfo, offerInfo, ticketType } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import QuickPlayPage from './quick-play-page';

describe('QuickPlayPage', { timeout: 30_000 }, () => {
  it("plays a visitor's favourites as the ticket for the next draw in one tap", async () => {
    fakeApi({
      getTicketTypes: async () => [ticketType],
      getOfferInfo: async () => offerInfo(draw(101, 2), draw(102, 5)),
      getGameInfos: async () => [gameInfo()],
    });
    localFavouriteActions.add({ name: 'Family', numbers: [3, 8, 12, 17, 21, 29] });
    localFavouriteActions.add({ name: 'Birthdays', numbers: [1, 5, 9, 14, 22, 27] });
    const user = userEvent.setup();
    await renderApp(<QuickPlayPage />, { route: '/6of29_quickplay' });

    await user.click(
      await screen.findByRole('button', { name: 'Play my favourites (2)' }, { timeout: 10_000 }),
    );

    const ticket = await screen.findByRole('region', { name: 'Your ticket' });
    expect(within(ticket).getByRole('list', { name: /grid 2/ })).toBeInTheDocument();
    expect(within(ticket).queryByRole('list', { name: /grid 3/ })).not.toBeInTheDocument();
    expect(draftStore.grids).toEqual([
      [3, 8, 12, 17, 21, 29],
      [1, 5, 9, 14, 22, 27],
    ]);
    expect(draftStore.drawIds).toEqual([101]);
  });
});
