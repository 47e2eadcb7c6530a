import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { tokenStore } from '@/lib/api/tokens';
import { fakeApi as fakeAdapterApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { sessionLimitAnswer, spendingOverviewAnswer } from '@/testing/play-session-fixtures';
import { renderApp } from '@/testing/render-app';
import PlayWatch from './play-watch';
import { SessionLeft } from '@/entities/responsible-play/ui/session-left';

const asPlayer = { player: testProfile(), balance: testBalance() };
const noLogout = async () => undefined;
/** The reality check (in the same chunk) is not offered here: a 404 hides it. */
const fakeApi = (calls: Parameters<typeof fakeAdapterApi>[0]) =>
  fakeAdapterApi({
    getResponsiblePlay: () =>
      Promise.reject(new ApiError('Not found', 'getResponsiblePlay', 404, undefined)),
    ...calls,
  });

describe('the spending overview at login (decision 0283)', () => {
  it('shows the period against the limits when due; OK tells the backend it was seen', async () => {
    const markSpendingOverviewSeen = vi.fn(async () => spendingOverviewAnswer({ due: false }));
    fakeApi({
      getSpendingOverview: async () => spendingOverviewAnswer(),
      markSpendingOverviewSeen,
    });
    const user = userEvent.setup();
    await renderApp(<PlayWatch onLogout={noLogout} />, asPlayer);
    const dialog = await screen.findByRole('dialog', { name: 'Your spending overview' });
    expect(dialog).toHaveTextContent('From 08/11/2026 at 12:00 to 22/11/2026 at 12:00');
    expect(dialog).toHaveTextContent('Deposited20,000 IQD');
    expect(dialog).toHaveTextContent('Net (won less spent)−4,000 IQD');
    expect(
      within(dialog).getByText('Weekly deposit limit: 5,000 of 25,000 IQD used'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(markSpendingOverviewSeen).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says nothing when it is not due', async () => {
    const getSpendingOverview = vi.fn(async () => spendingOverviewAnswer({ due: false }));
    fakeApi({ getSpendingOverview });
    await renderApp(<PlayWatch onLogout={noLogout} />, asPlayer);
    await waitFor(() => expect(getSpendingOverview).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a capped session (decision 0282)', () => {
  it('shows the minutes left by the server clock and when the next login is possible', async () => {
    fakeApi({ getSessionLimit: async () => sessionLimitAnswer() });
    await renderApp(<SessionLeft />, asPlayer);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Play session: 45 minutes left (ends on 22/11/2026 at 13:00). You can log in again from 22/11/2026 at 13:10.',
    );
  });

  it('logs the device out at the end and says when the cooling-off ends', async () => {
    const ended = sessionLimitAnswer({ serverTime: '2026-11-22T13:00:00+03:00' });
    fakeApi({ getSessionLimit: async () => ended });
    const user = userEvent.setup();
    await renderApp(<PlayWatch onLogout={noLogout} />, asPlayer);
    const dialog = await screen.findByRole('dialog', { name: 'Your play session has ended' });
    expect(dialog).toHaveTextContent('You reached your play session limit of 60 minutes');
    expect(dialog).toHaveTextContent('You can log in again from 22/11/2026 at 13:10.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(tokenStore.hasSecurityToken()).toBe(false);
  });
});
