import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { UserBalance } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeFundsApi } from '../testing/my-funds';
import MyFundsPage from './my-funds-page';
import { fundsKeys } from '@/entities/wallet';

const partly = { balance: 50_000, balancePayable: 20_000, balanceNonPayable: 30_000 };
const offline = () =>
  Promise.reject(new ApiError('Network Error', 'getAccountBalance', undefined, undefined));

/** My Funds open, then the balance asked again and not answered (the network dropped). */
async function openWithBalanceLost(route: string) {
  const getAccountBalance = vi.fn<() => Promise<UserBalance>>(offline);
  fakeFundsApi({ getAccountBalance });
  await renderApp(<MyFundsPage />, { route, player: testProfile(), balance: partly });
  await act(() => queryClient.resetQueries({ queryKey: fundsKeys.balance() }));
  return getAccountBalance;
}

describe('MyFundsPage with a balance the backend has not given', () => {
  it('shows the balance as not available, never as 0 IQD', async () => {
    await openWithBalanceLost('/my_funds');
    const card = screen.getByRole('region', { name: 'Your wallet' });
    await waitFor(() =>
      expect(within(card).getByTestId('available-balance')).toHaveTextContent(
        'not available right now',
      ),
    );
    expect(within(card).getByTestId('withdrawable-balance')).toHaveTextContent(
      'not available right now',
    );
    expect(card).not.toHaveTextContent(/\b0 IQD/);
  });

  it('offers no withdrawal form (not "maximum 0") until the withdrawable funds are known', async () => {
    const getAccountBalance = await openWithBalanceLost('/my_funds?tab=withdraw');
    expect(
      await screen.findByText(
        'Your withdrawable funds could not be loaded, so a withdrawal cannot be checked now.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Amount (IQD)')).not.toBeInTheDocument();

    getAccountBalance.mockImplementation(async () => partly);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Amount (IQD)')).toBeVisible();
    expect(screen.getByTestId('withdrawable-balance')).toHaveTextContent('20,000 IQD');
  });
});
