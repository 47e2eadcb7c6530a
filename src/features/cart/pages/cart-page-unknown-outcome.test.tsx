import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ticketsKeys } from '@/entities/tickets';
import { ApiError } from '@/lib/api/errors';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { testBalance, testProfile } from '@/testing/fixtures';
import { ticket } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import { UNCONFIRMED_ADD } from '@/entities/cart';
import { render, setup, twoGrids } from '../testing/cart-page';
import CartPage from './cart-page';
import { fundsKeys } from '@/entities/wallet';

const unreadable = (id: 'purchaseCart' | 'addVoucherToCart') =>
  new UnreadableAnswerError(id, 'receiptNumber: invalid_type');

async function buy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: /Buy now/ }));
}

/** No "undefined", "NaN" or a success anywhere on the page. */
const expectNoInventedOutcome = () => {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/undefined|NaN|Thank you|Receipt/);
};

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage: an answer the app cannot read (decision 0176)', { timeout: 30_000 }, () => {
  it('says the purchase is not confirmed, links My Tickets and asks cart, tickets and balance again', async () => {
    // The backend took the money: the cart asked again is gone.
    const getActiveCart = vi.fn().mockResolvedValueOnce(twoGrids).mockResolvedValue(null);
    // The player's cached balance is 50,000 (renderApp); the backend now says 48,000.
    const getAccountBalance = vi.fn(async () => testBalance(48_000));
    setup({
      getActiveCart,
      getAccountBalance,
      purchaseCart: vi.fn(async () => Promise.reject(unreadable('purchaseCart'))),
    });
    const user = userEvent.setup();
    const { location, queryClient } = await render();
    queryClient.setQueryData(ticketsKeys.list('open'), { pages: [[ticket(1)]], pageParams: [0] });
    await buy(user);
    const text = 'We could not confirm your purchase. Check My Tickets before buying again.';
    const notice = (await screen.findByText(text)).closest('[role="alert"]');
    expect(notice).toHaveFocus();
    await waitFor(() => expect(getActiveCart).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(fundsKeys.balance())).toEqual(testBalance(48_000)),
    );
    expect(queryClient.getQueryState(ticketsKeys.list('open'))?.isInvalidated).toBe(true);
    expect(location()).toBe('/cart');
    expectNoInventedOutcome();
    await user.click(screen.getByRole('link', { name: 'Go to My Tickets' }));
    expect(location()).toBe('/upcoming_tickets');
  });

  it('says the same when no answer came (the connection closed after the request went out)', async () => {
    const getActiveCart = vi.fn().mockResolvedValueOnce(twoGrids).mockResolvedValue(null);
    setup({
      getActiveCart,
      purchaseCart: vi.fn(async () =>
        Promise.reject(new ApiError('Network Error', 'purchaseCart', undefined, undefined)),
      ),
    });
    const user = userEvent.setup();
    await render();
    await buy(user);
    expect(
      await screen.findByText(
        'We could not confirm your purchase. Check My Tickets before buying again.',
      ),
    ).toBeInTheDocument();
    // Asked again, as after an unreadable answer; never "the purchase failed, try again".
    await waitFor(() => expect(getActiveCart).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/try again/i)).toBeNull();
    expectNoInventedOutcome();
  });

  it('says the voucher is not confirmed and asks the cart again', async () => {
    const getActiveCart = vi.fn(async () => twoGrids);
    setup({
      getActiveCart,
      addVoucherToCart: vi.fn(async () => Promise.reject(unreadable('addVoucherToCart'))),
    });
    const user = userEvent.setup();
    await render();
    await user.type(await screen.findByLabelText('Voucher code'), 'LUCKY2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(/We could not confirm that the voucher was added/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid promo code. Please try again.')).not.toBeInTheDocument();
    await waitFor(() => expect(getActiveCart).toHaveBeenCalledTimes(2));
  });

  it('after an unconfirmed add, says so and asks the backend for the cart', async () => {
    const getActiveCart = vi.fn(async () => twoGrids);
    setup({ getActiveCart });
    await renderApp(<CartPage />, {
      route: '/cart',
      state: UNCONFIRMED_ADD,
      player: testProfile(),
    });
    expect(
      await screen.findByText(/We could not confirm that your ticket was added/),
    ).toBeInTheDocument();
    await waitFor(() => expect(getActiveCart).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
  });

  it('says nothing of the kind after a plain visit', async () => {
    setup();
    await render();
    expect(await screen.findByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(screen.queryByText(/We could not confirm/)).not.toBeInTheDocument();
  });
});
