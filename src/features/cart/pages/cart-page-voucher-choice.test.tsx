import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/testing/player-api';
import { render, setup, twoGrids } from '../testing/cart-page';

const worthMore = () =>
  apiError('addVoucherToCart', 400, 'VOUCHER_WORTH_MORE', {
    details: { voucherAmount: 5000, applied: 2000, unused: 3000 },
  });

async function typeCode(code: string) {
  const user = userEvent.setup();
  await render();
  await user.type(await screen.findByLabelText('Voucher code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage: voucher reasons and the worth-more choice (0254)', { timeout: 30_000 }, () => {
  it.each([
    [
      'AHMED-GIFT-3000',
      'VOUCHER_NOT_YOURS',
      'This voucher belongs to another player: only its owner can use it.',
    ],
    ['LUCKY2000', 'VOUCHER_ALREADY_USED', 'This voucher has already been used.'],
  ])('%s refused with %s reads its own message', async (code, status, message) => {
    setup({
      addVoucherToCart: vi.fn(async () => {
        throw apiError('addVoucherToCart', 400, status);
      }),
    });
    await typeCode(code);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Invalid promo code. Please try again.')).toBeNull();
  });

  it('a voucher worth more than the cart asks first, and "Use it now" applies it accepting the loss', async () => {
    const add = vi.fn(async (_code: string, acceptUnused?: boolean) => {
      if (!acceptUnused) throw worthMore();
      return twoGrids;
    });
    setup({ addVoucherToCart: add });
    const user = await typeCode('WELCOME5000');
    expect(
      await screen.findByText(
        '\u2066WELCOME5000\u2069 is worth 5,000 IQD and 2,000 IQD is left to pay: if you use it now, 3,000 IQD of it is lost.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use it now' }));
    expect(add).toHaveBeenLastCalledWith('WELCOME5000', true);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Use it now' })).toBeNull());
  });

  it('"Keep it for later" redeems a promo code into My Vouchers and adds nothing to the cart', async () => {
    const redeem = vi.fn(async () => ({
      voucherId: 1,
      voucherCode: 'WELCOME5000',
      amount: 5000,
      expiryDate: '2027-02-18T12:00:00+03:00',
      applicableTicketTypes: [],
      state: 'ACTIVE' as const,
    }));
    const add = vi.fn(async () => {
      throw worthMore();
    });
    setup({ addVoucherToCart: add, redeemVoucher: redeem });
    const user = await typeCode('WELCOME5000');
    await user.click(await screen.findByRole('button', { name: 'Keep it for later' }));
    expect(
      await screen.findByText(
        '\u2066WELCOME5000\u2069 is kept in My Vouchers for a later purchase.',
      ),
    ).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith('WELCOME5000');
    expect(add).toHaveBeenCalledTimes(1);
  });
});
