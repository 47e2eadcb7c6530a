import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRemovePosition } from '@/features/cart/api/use-cart-mutations';
import { usePurchase } from '@/features/cart/api/use-purchase';
import { useAddToCart } from '@/features/play/api/use-add-to-cart';
import { ApiError } from '@/lib/api/errors';
import { emitApiEvent } from '@/lib/api/events';
import type { PurchaseResult } from '@/lib/api/types';
import { cart, ticketPosition } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { clearSession } from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { connectCartEvents } from '../session/cart-events';
import { CartButton } from './bar-buttons';

const ticket = { ticketTypeName: '6of29_STANDARD', drawIds: [101], tips: [[1, 2, 3, 4, 5, 6]] };
const oneTicket = cart([ticketPosition(11, [[1, 2, 3, 4, 5, 6]])]);
const empty = { ...oneTicket, positions: [], originalCartPrice: 0, cartPrice: 0 };
const bought = { orderId: 1, receiptNumber: 'R', ticketIds: [5], amountCharged: 1000 };

/** The app bar's cart button beside the three actions that change the cart. */
function Harness() {
  const add = useAddToCart();
  const remove = useRemovePosition();
  const buy = usePurchase();
  return (
    <>
      <CartButton />
      <button onClick={() => add.mutate(ticket)}>add</button>
      <button onClick={() => remove.mutate({ orderId: 1, positionId: 11 })}>remove</button>
      <button onClick={() => buy.purchase(undefined)}>buy</button>
    </>
  );
}

const badge = () => screen.queryByTestId('cart-badge');

describe('the cart badge follows the cart query', { timeout: 30_000 }, () => {
  it('after add, remove, purchase, a 401 and a logout, with no extra cart request', async () => {
    const api = fakeApi({
      getActiveCart: vi.fn(async () =>
        Promise.reject(new ApiError('Not found', 'getActiveCart', 404, undefined)),
      ),
      addTicketToCart: vi.fn(async () => oneTicket),
      deleteCartPosition: vi.fn(async () => empty),
      purchaseCart: vi.fn(
        async () => ({ ...bought, refundedAmount: 0, soldOutTips: [] }) as PurchaseResult,
      ),
      getAccountBalance: vi.fn(async () => testBalance(1_000)),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderApp(<Harness />, { player: testProfile() });
    const stop = connectCartEvents(queryClient);
    await waitFor(() => expect(api.getActiveCart).toHaveBeenCalledTimes(1));
    expect(badge()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByTestId('cart-badge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'remove' }));
    await waitFor(() => expect(badge()).toBeNull());

    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByTestId('cart-badge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'buy' }));
    await waitFor(() => expect(badge()).toBeNull());

    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByTestId('cart-badge')).toBeInTheDocument();
    // A 401 ("Unauthorized") answer: the adapter's cart-empty event empties the cart.
    act(() => emitApiEvent({ type: 'cart-empty' }));
    await waitFor(() => expect(badge()).toBeNull());

    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByTestId('cart-badge')).toBeInTheDocument();
    // Logout: the session ends and the player's queries leave the cache.
    act(() => clearSession());
    await waitFor(() => expect(badge()).toBeNull());

    // Every change came from a mutation's answer or the session: the cart was asked once.
    expect(api.getActiveCart).toHaveBeenCalledTimes(1);
    stop();
  });
});
