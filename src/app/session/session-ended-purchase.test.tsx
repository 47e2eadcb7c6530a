import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '@/lib/alerts';
import { ApiError } from '@/lib/api/errors';
import { emitApiEvent } from '@/lib/api/events';
import { tokenStore } from '@/lib/api/tokens';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import CartPage from '@/features/cart/pages/cart-page';
import { setup } from '@/features/cart/testing/cart-page';
import { SystemDialogs } from '../dialogs/system-dialogs';
import { connectSessionEndedEvents, sessionEnded } from './session-ended';

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('Buy now when the server has ended the session', { timeout: 30_000 }, () => {
  let disconnect = () => {};
  beforeEach(() => {
    disconnect = connectSessionEndedEvents();
    window.history.replaceState(null, '', '/cart');
  });
  afterEach(() => {
    disconnect();
    alertStore.sessionExpired = false;
    sessionEnded.path = null;
  });

  it('says the session timed out on the cart, then logs in back to the cart', async () => {
    setup({
      purchaseCart: vi.fn(async () => {
        // The adapter's refresh was refused: tokens gone, the session-ended event raised.
        tokenStore.clear();
        emitApiEvent({ type: 'session-ended' });
        throw new ApiError('Request failed', 'purchaseCart', 401, {
          status: 'UNAUTHORIZED',
          message: 'UNAUTHORIZED',
        });
      }),
    });
    const user = userEvent.setup();
    const view = await renderApp(
      <>
        <CartPage />
        <SystemDialogs />
      </>,
      { route: '/cart', player: testProfile() },
    );
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: /Buy now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent('Your session has timed out. Please login to continue.');
    expect(view.location()).toBe('/cart');
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    await waitFor(() => expect(view.location()).toBe('/login?redirect=%2Fcart'));
  });
});
