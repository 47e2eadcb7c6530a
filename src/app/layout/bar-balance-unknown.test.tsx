import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { queryClient } from '@/lib/query';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { BalanceButton } from './bar-buttons';
import { fundsKeys } from '@/entities/wallet';

it('the app bar shows a balance the backend has not given as a dash, never 0, and says so', async () => {
  fakeApi({
    getAccountBalance: () =>
      Promise.reject(new ApiError('Network Error', 'getAccountBalance', undefined, undefined)),
  });
  await renderApp(<BalanceButton />, { player: testProfile(), balance: testBalance(50_000) });
  expect(screen.getByRole('link', { name: 'Balance 50,000 IQD, open my funds' })).toBeVisible();

  await act(() => queryClient.resetQueries({ queryKey: fundsKeys.balance() }));
  const bar = await screen.findByRole('link', {
    name: 'Balance not available right now, open my funds',
  });
  expect(bar).toHaveTextContent('—');
  expect(bar).not.toHaveTextContent('0');
});
