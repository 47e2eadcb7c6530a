import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawResponse } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyFundsPage from './my-funds-page';

const partly = { balance: 50_000, balancePayable: 20_000, balanceNonPayable: 30_000 };
const after = { balance: 45_000, balancePayable: 15_000, balanceNonPayable: 30_000 };

describe('withdrawal submitted twice in the same task', { timeout: 20_000 }, () => {
  it('pays out once, with an Idempotency-Key for the action', async () => {
    let answer: (value: WithdrawResponse) => void = () => undefined;
    const withdraw = vi.fn(
      (..._args: unknown[]) => new Promise<WithdrawResponse>((resolve) => (answer = resolve)),
    );
    fakeApi({
      getAccountBalance: async () => partly,
      getPaymentAccounts: async () => [],
      withdraw,
      getBookings: async () => [],
    });
    const user = userEvent.setup();
    await renderApp(<MyFundsPage />, {
      route: '/my_funds?tab=withdraw',
      player: testProfile(),
      balance: partly,
    });
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.type(screen.getByLabelText('Wallet number'), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const send = screen.getByRole('button', { name: 'Confirm and withdraw' });
    act(() => {
      send.click();
      send.click();
    });
    // The mutation calls the adapter a few microtasks after the click: answer once it did.
    await waitFor(() => expect(withdraw).toHaveBeenCalled());
    await act(async () => answer({ transactionId: 'PO-1', balance: after } as WithdrawResponse));
    expect(await screen.findByText('5,000 IQD has been sent to your wallet.')).toBeVisible();
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(withdraw.mock.calls[0]?.[1]).toEqual(expect.any(String));
  });
});
