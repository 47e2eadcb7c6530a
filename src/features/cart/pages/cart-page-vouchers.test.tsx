import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { cart, ticketPosition, voucher } from '@/testing/lottery-fixtures';
import { render, setup, twoGrids } from '../testing/cart-page';

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage vouchers', { timeout: 30_000 }, () => {
  it('shows "Invalid promo code" for a refused voucher code', async () => {
    setup({
      addVoucherToCart: vi.fn(async () =>
        Promise.reject(
          new ApiError('x', 'addVoucherToCart', 400, { status: 'INVALID_VOUCHER', message: '' }),
        ),
      ),
    });
    const user = userEvent.setup();
    await render();
    await user.type(await screen.findByLabelText('Voucher code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code. Please try again.')).toBeInTheDocument();
  });

  it('a server error on a voucher code says so, not "Invalid promo code"', async () => {
    setup({
      addVoucherToCart: vi.fn(async () =>
        Promise.reject(new ApiError('x', 'addVoucherToCart', 500, undefined)),
      ),
    });
    const user = userEvent.setup();
    await render();
    await user.type(await screen.findByLabelText('Voucher code'), 'LUCKY2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('There was an error on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid promo code. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toHaveValue('LUCKY2000');
  });

  it('says why a voucher is refused for a cart its vouchers already pay, and sends Western digits', async () => {
    const addVoucherToCart = vi.fn(async () =>
      Promise.reject(
        new ApiError('x', 'addVoucherToCart', 400, {
          status: 'VOUCHER_NOT_NEEDED',
          message: 'Nothing is left to pay in the cart: this voucher would not be used.',
        }),
      ),
    );
    setup({ addVoucherToCart });
    const user = userEvent.setup();
    await render();
    await user.type(await screen.findByLabelText('Voucher code'), 'welcome٥٠٠٠');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Your cart is already fully paid by its vouchers, so this voucher was not used.',
      ),
    ).toBeInTheDocument();
    expect(addVoucherToCart).toHaveBeenCalledWith('WELCOME5000', false);
  });

  it('shows what each voucher takes off and what stays unused', async () => {
    const oneGrid = ticketPosition(11, [[1, 2, 3, 4, 5, 6]]);
    const lucky = voucher({ voucherId: 1, voucherCode: 'LUCKY2000', amount: 2000 });
    const welcome = voucher({ voucherId: 2, voucherCode: 'WELCOME5000', amount: 5000 });
    setup(
      {},
      cart(
        [
          oneGrid,
          { position_id: 12, voucherDto: lucky, ticketDeliverIQDto: null, price: -1000 },
          { position_id: 13, voucherDto: welcome, ticketDeliverIQDto: null, price: 0 },
        ],
        1000,
      ),
    );
    await render();
    const first = await screen.findByTestId('voucher-position-LUCKY2000');
    expect(first).toHaveTextContent('−1,000 IQD');
    expect(first).toHaveTextContent('Voucher value: 2,000 IQD');
    expect(first).toHaveTextContent('1,000 IQD of this voucher stays unused');
    const second = screen.getByTestId('voucher-position-WELCOME5000');
    expect(second).toHaveTextContent('Not needed: the cart is already paid.');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('0 IQD');
  });

  it('offers only the player vouchers whose ticket types match the cart', async () => {
    const addVoucherToCart = vi.fn(async () => cart(twoGrids.positions, 500));
    setup({
      getCartVouchers: vi.fn(async () => [
        voucher({ voucherId: 1, voucherCode: 'FITS', applicableTicketTypes: ['6of29_STANDARD'] }),
        voucher({ voucherId: 2, voucherCode: 'OTHER', applicableTicketTypes: ['2digit_STANDARD'] }),
        voucher({ voucherId: 3, voucherCode: 'ANY', applicableTicketTypes: [] }),
      ]),
      addVoucherToCart,
    });
    const user = userEvent.setup();
    await render();
    // The code is isolated in the sentence (LRI … PDI): it keeps its order in Arabic and Kurdish.
    await user.click(await screen.findByRole('button', { name: 'Apply \u2066FITS\u2069' }));
    expect(screen.getByRole('button', { name: 'Apply \u2066ANY\u2069' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /OTHER/ })).not.toBeInTheDocument();
    expect(addVoucherToCart).toHaveBeenCalledWith('FITS', false);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('1,500 IQD'));
  });
});
