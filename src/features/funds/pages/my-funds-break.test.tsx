import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBalance } from '@/testing/fixtures';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

describe('MyFundsPage on a break', { timeout: 20_000 }, () => {
  it('says deposits are paused until the end, turns Deposit off and drops the limit nudge', async () => {
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getResponsiblePlay: async () => ({
        serverTime: '2026-11-27T12:00:00+03:00',
        limits: [],
        timeOutUntil: '2026-11-28T12:00:00+03:00',
        realityCheckMinutes: 0 as const,
        session: { startedAt: '2026-11-27T11:00:00+03:00', spent: 0, won: 0 },
      }),
    });
    await openMyFunds('/my_funds?tab=deposit');
    expect(
      await screen.findByText(/on a break until 28\/11\/2026 at 12:00: deposits are paused/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(screen.queryByText('Set a deposit limit?')).toBeNull();
  });
});
