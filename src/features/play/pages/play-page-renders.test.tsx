import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draw, gameInfo, offerInfo, ticketType } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import type * as CountdownModule from '@/lib/lottery/countdown';
import { renderApp } from '@/testing/render-app';
import PlayPage from './play-page';

// Every render of the jackpot's countdown computes the time left once: counting the calls counts
// the renders of the jackpot panel.
const renders = vi.hoisted(() => ({ countdown: 0 }));
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

describe('PlayPage interaction', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('toggling numbers on the board does not re-render the jackpot panel', async () => {
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
    const before = renders.countdown;
    for (const n of [3, 14, 29, 14, 8]) {
      await user.click(within(board).getByRole('button', { name: String(n) }));
    }
    expect(within(board).getByRole('button', { name: '8' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(renders.countdown - before).toBe(0);
  });
});
