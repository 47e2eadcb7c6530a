import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { sessionLimitAnswer, spendingOverviewAnswer } from '@/testing/play-session-fixtures';
import { renderApp } from '@/testing/render-app';
import { OverviewSection } from './overview-section';
import { SessionLimitSection } from './session-limit-section';

const asPlayer = { player: testProfile(), balance: testBalance() };

describe('SessionLimitSection (decision 0282)', () => {
  it("offers the backend's lengths, says the operator's cap and this session's end, and saves a choice", async () => {
    const setSessionLimit = vi.fn(async (minutes: number | null) =>
      sessionLimitAnswer({ minutes }),
    );
    fakeApi({ getSessionLimit: async () => sessionLimitAnswer(), setSessionLimit });
    const user = userEvent.setup();
    await renderApp(<SessionLimitSection />, asPlayer);
    expect(await screen.findByRole('radio', { name: 'No limit' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 hours' })).toBeInTheDocument();
    expect(screen.getByText('The lottery ends every session after 60 minutes.')).toBeVisible();
    expect(screen.getByText('This session ends on 22/11/2026 at 13:00.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '1 hour' }));
    expect(setSessionLimit).toHaveBeenCalledWith(60);
    expect(await screen.findByRole('status')).toHaveTextContent('applies from your next login');
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
  });

  it('is left out when the backend does not offer it (404)', async () => {
    const getSessionLimit = vi.fn(() =>
      Promise.reject(new ApiError('Not found', 'getSessionLimit', 404, undefined)),
    );
    fakeApi({ getSessionLimit });
    const { container } = await renderApp(<SessionLimitSection />, asPlayer);
    await waitFor(() => expect(getSessionLimit).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OverviewSection (decision 0283)', () => {
  it('shows the frequency and the next overview, and saves another frequency', async () => {
    const setSpendingOverviewFrequency = vi.fn(async () =>
      spendingOverviewAnswer({ frequency: 'WEEK' }),
    );
    fakeApi({
      getSpendingOverview: async () => spendingOverviewAnswer(),
      setSpendingOverviewFrequency,
    });
    const user = userEvent.setup();
    await renderApp(<OverviewSection />, asPlayer);
    expect(await screen.findByRole('radio', { name: 'Every 14 days' })).toBeChecked();
    expect(screen.getByText('Next overview: 22/11/2026 at 12:00.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    expect(setSpendingOverviewFrequency).toHaveBeenCalledWith('WEEK');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});
