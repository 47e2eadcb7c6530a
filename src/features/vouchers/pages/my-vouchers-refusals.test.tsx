import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyVouchersPage from './my-vouchers-page';

// Decision 0254: another player's code and a used one each say what happened, not "invalid".
describe('MyVouchersPage refusals', { timeout: 20_000 }, () => {
  it.each([
    ['VOUCHER_NOT_YOURS', 'This voucher belongs to another player: only its owner can use it.'],
    ['VOUCHER_ALREADY_USED', 'This voucher has already been used.'],
  ])('%s reads its own message', async (status, message) => {
    const refusal = new ApiError('400', 'redeemVoucher', 400, { status, message: 'x' });
    fakeApi({ getVouchers: async () => [], redeemVoucher: vi.fn(() => Promise.reject(refusal)) });
    const user = userEvent.setup();
    await renderApp(<MyVouchersPage />, { route: '/my_vouchers', player: testProfile() });
    await user.type(screen.getByLabelText('Voucher code'), 'AHMED-GIFT-3000');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
