import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Cart } from '@/lib/api/types';
import { cart, voucher } from '@/testing/lottery-fixtures';
import { heldPositions, render, setup, twoGrids } from '../testing/cart-page';
import { fundsKeys } from '@/entities/wallet';

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage', { timeout: 30_000 }, () => {
  it('lists ticket and voucher positions with the cost before and after vouchers', async () => {
    const withVoucher = cart(
      [
        ...twoGrids.positions,
        { position_id: 12, voucherDto: voucher(), ticketDeliverIQDto: null, price: -500 },
      ],
      500,
    );
    setup({}, withVoucher);
    await render();
    expect(await screen.findByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Grid 2' })).toHaveTextContent('789101112');
    expect(
      screen.getByRole('heading', { name: 'Voucher \u2066WELCOME500\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cart-original')).toHaveTextContent('2,000 IQD');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('1,500 IQD');
  });

  it('removes a position and marks the cart empty when none is left', async () => {
    const empty = { ...twoGrids, positions: [], originalCartPrice: 0, cartPrice: 0 };
    const deleteCartPosition = vi.fn(async () => empty);
    const api = setup({ deleteCartPosition });
    const user = userEvent.setup();
    const { queryClient } = await render();
    await user.click(await screen.findByRole('button', { name: 'Remove ticket 1' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(deleteCartPosition).toHaveBeenCalledWith(1, 11);
    expect(heldPositions(queryClient)).toBe(0);
    // The answered cart is the cached cart: it is not asked again.
    expect(api.getActiveCart).toHaveBeenCalledTimes(1);
  });

  it('a failed cart load shows its own retry state, never "Your cart is empty"', async () => {
    const getActiveCart = vi
      .fn<() => Promise<Cart>>()
      .mockRejectedValueOnce(new ApiError('Request failed', 'getActiveCart', 500, undefined))
      .mockResolvedValue(twoGrids);
    setup({ getActiveCart });
    const user = userEvent.setup();
    await render();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your cart could not be loaded');
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
  });

  it('says the balance is not available when the backend has not given it, never 0 IQD', async () => {
    setup({
      getAccountBalance: () =>
        Promise.reject(new ApiError('Network Error', 'getAccountBalance', undefined, undefined)),
    });
    const { queryClient } = await render();
    expect(await screen.findByText('Your balance: 50,000 IQD')).toBeInTheDocument();
    await act(() => queryClient.resetQueries({ queryKey: fundsKeys.balance() }));
    expect(await screen.findByText('Your balance: not available right now')).toBeInTheDocument();
    expect(screen.queryByText(/Your balance: 0 IQD/)).not.toBeInTheDocument();
  });
});
