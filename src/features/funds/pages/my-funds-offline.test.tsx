import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBalance } from '@/testing/fixtures';
import { fakeFundsApi, openMyFunds } from '../testing/my-funds';

describe('MyFundsPage offline', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['deposit', 'Deposits need an internet connection'],
    ['withdraw', 'Withdrawals need an internet connection'],
  ])(
    'says a %s needs a connection instead of showing a form that would fail',
    async (tab, text) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      fakeFundsApi({ getAccountBalance: async () => testBalance() });
      await openMyFunds(`/my_funds?tab=${tab}`);
      expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Deposit|Continue)$/ })).toBeNull();
      expect(screen.queryByLabelText(/Amount/)).toBeNull();
    },
  );
});
