import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { draw, offerInfo } from '@/testing/lottery-fixtures';
import { apiError } from '@/testing/player-api';
import { renderApp } from '@/testing/render-app';
import { subscriptionAnswer } from '@/testing/subscription-fixtures';
import SubscribePage from './subscribe-page';

const tips = [[3, 9, 14, 20, 25, 29]];
const state = { subscribeTips: tips };

describe('SubscribePage', { timeout: 30_000 }, () => {
  it('subscribes the grids it was given for chosen days and a number of draws', async () => {
    const createSubscription = vi.fn(async () => subscriptionAnswer());
    fakeApi({
      getSubscriptions: vi.fn(async () => []),
      getOfferInfo: vi.fn(async () => offerInfo(draw(101, 2), draw(102, 5))),
      createSubscription,
    });
    const user = userEvent.setup();
    const { location } = await renderApp(<SubscribePage />, {
      player: testProfile(),
      route: '/subscribe',
      state,
    });
    expect(screen.getByText('1 grid in each draw')).toBeInTheDocument();
    const days = await screen.findByRole(
      'radio',
      { name: 'Only on these days' },
      { timeout: 5000 },
    );
    await user.click(days);
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getByRole('radio', { name: 'For a number of draws' }));
    await user.clear(screen.getByRole('textbox', { name: 'Number of draws' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of draws' }), '6');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(createSubscription).toHaveBeenCalledWith({
      tips,
      weekdays: [expect.any(Number)],
      drawCount: 6,
      minJackpot: null,
    });
    await vi.waitFor(() => expect(location()).toBe('/my_subscriptions'));
  });

  it('says why the backend refused, and stays', async () => {
    fakeApi({
      getSubscriptions: vi.fn(async () => []),
      getOfferInfo: vi.fn(async () => offerInfo(draw(101, 2))),
      createSubscription: vi.fn(async () => {
        throw apiError('createSubscription', 409, 'TOO_MANY_SUBSCRIPTIONS');
      }),
    });
    const user = userEvent.setup();
    await renderApp(<SubscribePage />, {
      player: testProfile(),
      route: '/subscribe',
      state,
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 10 subscriptions. Cancel one to add another.',
    );
  });
});
