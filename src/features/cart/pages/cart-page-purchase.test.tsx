import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PurchaseResult } from '@/lib/api/types';
import { tokenStore } from '@/lib/api/tokens';
import { testBalance } from '@/testing/fixtures';
import { cartKeys } from '@/entities/cart';
import { heldPositions, render, setup } from '../testing/cart-page';
import { fundsKeys } from '@/entities/wallet';

const refusal = (status: number, code: string, details?: Record<string, unknown>) =>
  new ApiError('Request failed', 'purchaseCart', status, { status: code, message: code, details });
const bought: PurchaseResult = {
  orderId: 1,
  receiptNumber: 'R-1',
  ticketIds: [5],
  amountCharged: 2000,
  refundedAmount: 0,
  soldOutTips: [],
};

async function buy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: /Buy now/ }));
}

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage purchase', { timeout: 30_000 }, () => {
  it('needs the terms checkbox before buying', async () => {
    const purchaseCart = vi.fn();
    setup({ purchaseCart });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: /Buy now · 2,000 IQD/ }));
    expect(screen.getByText('Please accept the latest terms and conditions.')).toBeInTheDocument();
    expect(purchaseCart).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms_and_conditions',
    );
  });

  it.each([
    [
      refusal(403, 'TERMS_NOT_ACCEPTED'),
      'Purchase is forbidden. The latest terms and conditions are not accepted',
    ],
    [
      refusal(422, 'SPENDING_LIMIT_EXCEEDED'),
      'The cost of your purchase will exceed your spending limit, please try again.',
    ],
    [refusal(409, 'NUMBERS_SOLD_OUT'), 'The numbers you picked are sold out.'],
  ])('shows the refusal %# and keeps the cart', async (error, message) => {
    setup({ purchaseCart: vi.fn(async () => Promise.reject(error)) });
    const user = userEvent.setup();
    const { queryClient } = await render();
    await buy(user);
    expect(
      await screen.findByText(new RegExp(message.replace(/[.()]/g, '\\$&'))),
    ).toBeInTheDocument();
    expect(screen.getByText('Your cart has been kept as it was.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(heldPositions(queryClient)).toBe(1);
  });

  it("a 500 is said once, by the adapter's alert (section 8): nothing beside the button repeats it", async () => {
    const purchaseCart = vi.fn(async () => Promise.reject(refusal(500, 'INTERNAL')));
    setup({ purchaseCart });
    const user = userEvent.setup();
    const { queryClient } = await render();
    await buy(user);
    await waitFor(() => expect(purchaseCart).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Buy now/ })).toBeEnabled());
    expect(screen.queryByText(/The purchase could not be completed/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your cart has been kept as it was.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(heldPositions(queryClient)).toBe(1);
  });

  it('says how much more is needed, with Top Up Now to My Funds', async () => {
    setup({
      purchaseCart: vi.fn(async () =>
        Promise.reject(refusal(402, 'INSUFFICIENT_BALANCE', { missingAmount: 2000 })),
      ),
    });
    const user = userEvent.setup();
    const { location } = await render();
    await buy(user);
    expect(await screen.findByText('You need 2,000 IQD more.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Top Up Now' }));
    expect(location()).toBe('/my_funds?tab=deposit&amount=2000&from=cart');
  });

  it('buys once on a double click, then shows success and refreshes the balance', async () => {
    let answer: (value: PurchaseResult) => void = () => undefined;
    const purchaseCart = vi.fn(() => new Promise<PurchaseResult>((resolve) => (answer = resolve)));
    const api = setup({ purchaseCart });
    const user = userEvent.setup();
    const { location, queryClient } = await render();
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    const button = screen.getByRole('button', { name: /Buy now/ });
    await user.dblClick(button);
    await user.click(button);
    expect(purchaseCart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Buying…' })).toBeDisabled();
    answer(bought);
    await waitFor(() => expect(location()).toBe('/purchase_success'));
    await waitFor(() =>
      expect(queryClient.getQueryData(fundsKeys.balance())).toEqual(testBalance(48_000)),
    );
    expect(api.getAccountBalance).toHaveBeenCalled();
    // The bought cart is gone from the cache without another request.
    expect(queryClient.getQueryData(cartKeys.active())).toBeNull();
    expect(api.getActiveCart).toHaveBeenCalledTimes(1);
  });

  it('a 401 that ended the session goes to login and back to the cart; the badge goes with the session', async () => {
    setup({
      purchaseCart: vi.fn(async () => {
        // The adapter already tried a refresh; the server refused the session: tokens are gone.
        tokenStore.clear();
        return Promise.reject(refusal(401, 'UNAUTHORIZED'));
      }),
    });
    const user = userEvent.setup();
    const view = await render();
    await buy(user);
    await waitFor(() => expect(view.location()).toBe('/login?redirect=%2Fcart'));
    // The session is over: the player's cached cart is forgotten (the server keeps the cart).
    expect(heldPositions(view.queryClient)).toBe(0);
  });
});
