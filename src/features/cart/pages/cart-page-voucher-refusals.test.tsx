import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/testing/player-api';
import { render, setup } from '../testing/cart-page';

async function applyRefused(code: string, status: string) {
  setup({
    addVoucherToCart: vi.fn(async () => {
      throw apiError('addVoucherToCart', 400, status);
    }),
  });
  const user = userEvent.setup();
  await render();
  await user.type(await screen.findByLabelText('Voucher code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage voucher refusals say what happened', { timeout: 30_000 }, () => {
  it.each([
    ['EXPIRED1000', 'VOUCHER_EXPIRED', 'This voucher has expired.'],
    [
      'TWODIGIT1000',
      'VOUCHER_WRONG_GAME',
      'This voucher is for another game: it cannot be used for the tickets in your cart.',
    ],
    ['LUCKY2000', 'VOUCHER_ALREADY_IN_CART', 'This voucher is already in your cart.'],
    ['NOPE', 'INVALID_VOUCHER', 'Invalid promo code. Please try again.'],
  ])('%s refused with %s reads its own message', async (code, status, message) => {
    await applyRefused(code, status);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Redeem in My Vouchers' })).not.toBeInTheDocument();
  });

  it('a pay-in code says where it belongs and links to My Vouchers', async () => {
    await applyRefused('BONUS3000', 'VOUCHER_PAY_IN_ONLY');
    expect(
      await screen.findByText('This code adds credit to your balance: redeem it in My Vouchers.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Redeem in My Vouchers' });
    expect(link).toHaveAttribute('href', '/my_vouchers');
    expect(within(document.body).queryByText('Invalid promo code. Please try again.')).toBeNull();
  });
});
