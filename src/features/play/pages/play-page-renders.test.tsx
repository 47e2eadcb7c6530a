import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draw, gameInfo, offerInfo, ticketType } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import type * as CountdownModule from '@/lib/lottery/countdown';
import type * as OfferDrawsModule from '../api/use-offer-draws';
import { renderApp } from '@/testing/render-app';
import PlayPage from './play-page';

// Every render of the jackpot's countdown computes the time left once: counting the calls counts
// the renders of the jackpot panel.
const renders = vi.hoisted(() => ({ countdown: 0, page: 0 }));
vi.mock('@/lib/lottery/countdown', async (importOriginal) => {
  const actual = await importOriginal<typeof CountdownModule>();
  return {
    ...actual,
    timeLeft: (...args: Parameters<typeof actual.timeLeft>) => {
      renders.countdown += 1;
      return actual.timeLeft(...args);
    },
  };
});

// The page asks for the offer's draws once per render: counting the calls counts the page's renders.
vi.mock('../api/use-offer-draws', async (importOriginal) => {
  const actual = await importOriginal<typeof OfferDrawsModule>();
  return {
    ...actual,
    useOfferDraws: (...args: Parameters<typeof actual.useOfferDraws>) => {
      renders.page += 1;
      return actual.useOfferDraws(...args);
    },
  };
});

describe('PlayPage interaction', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('toggling numbers and adding a grid re-render neither the page nor the jackpot panel', async () => {
    // The countdown's one-second tick (setInterval) is held still; everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fakeApi({
      getTicketTypes: async () => [ticketType],
      getOfferInfo: async () => offerInfo(draw(101, 2)),
      getGameInfos: async () => [gameInfo()],
    });
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29' });
    await screen.findByTestId('jackpot');
    // Play ahead is a lazy chunk: let it arrive inside the test, not after it.
    await screen.findByRole('group', { name: 'Play ahead' });
    const board = screen.getByRole('group', { name: /Grid 1: pick 6 numbers/ });
    const before = { ...renders };
    for (const n of [3, 14, 29, 14, 8]) {
      await user.click(within(board).getByRole('button', { name: String(n) }));
    }
    expect(within(board).getByRole('button', { name: '8' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Add grid' }));
    expect(await screen.findByRole('group', { name: /Grid 2: pick 6 numbers/ })).toBeVisible();
    expect(renders.countdown - before.countdown).toBe(0);
    expect(renders.page - before.page).toBe(0);
  });
});
