import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PlayLimit, ResponsiblePlayState } from '@/lib/api/types';
import { fakeApi as fakeAdapterApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import ResponsiblePlayPage from './responsible-play-page';

const state = (limits: PlayLimit[] = [], extra: Partial<ResponsiblePlayState> = {}) => ({
  serverTime: '2026-11-22T12:00:00+03:00',
  limits,
  timeOutUntil: null,
  realityCheckMinutes: 0 as const,
  session: { startedAt: '2026-11-22T11:00:00+03:00', spent: 0, won: 0 },
  ...extra,
});
const daily = (extra: Partial<PlayLimit> = {}): PlayLimit => ({
  kind: 'DEPOSIT',
  period: 'DAY',
  amount: 5000,
  used: 4000,
  remaining: 1000,
  resetsAt: '2026-11-23T12:00:00+03:00',
  pending: null,
  ...extra,
});
/** The backend offers no self-exclusion lengths (404) unless a test says so. */
const fakeApi = (calls: Parameters<typeof fakeAdapterApi>[0]) =>
  fakeAdapterApi({
    getSelfExclusionOptions: () =>
      Promise.reject(new ApiError('Not found', 'getSelfExclusionOptions', 404, undefined)),
    ...calls,
  });
const open = () =>
  renderApp(<ResponsiblePlayPage />, {
    route: '/responsible_play',
    player: testProfile(),
    balance: testBalance(),
  });

describe('ResponsiblePlayPage', { timeout: 20_000 }, () => {
  it('shows a raise as pending with the time it applies, as the backend answered', async () => {
    const setPlayLimit = vi.fn(async () =>
      state([daily({ pending: { amount: 10_000, appliesAt: '2026-11-23T12:00:00+03:00' } })]),
    );
    fakeApi({ getResponsiblePlay: async () => state([daily()]), setPlayLimit });
    const user = userEvent.setup();
    await open();
    const deposit = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(
      within(deposit).getByText('Limit 5,000 IQD: 1,000 IQD left until 23/11/2026 at 12:00.'),
    ).toBeInTheDocument();
    await user.type(within(deposit).getByLabelText('24-hour limit (IQD)'), '10,000');
    await user.click(within(deposit).getAllByRole('button', { name: 'Save' })[0]!);
    expect(setPlayLimit).toHaveBeenCalledWith('DEPOSIT', 'DAY', 10_000);
    expect(
      await within(deposit).findByText('Changes to 10,000 IQD on 23/11/2026 at 12:00.'),
    ).toBeInTheDocument();
  });

  it('refuses a limit that is not a whole amount without calling the backend', async () => {
    const setPlayLimit = vi.fn();
    fakeApi({ getResponsiblePlay: async () => state(), setPlayLimit });
    const user = userEvent.setup();
    await open();
    const deposit = await screen.findByRole('region', { name: 'Deposit limits' });
    await user.type(within(deposit).getByLabelText('7-day limit (IQD)'), '12.5');
    await user.click(within(deposit).getAllByRole('button', { name: 'Save' })[1]!);
    expect(within(deposit).getByRole('alert')).toHaveTextContent('Enter a whole amount in IQD');
    expect(setPlayLimit).not.toHaveBeenCalled();
  });

  it('keeps only the self-exclusion when the backend lacks the extension (404)', async () => {
    fakeApi({
      getResponsiblePlay: () =>
        Promise.reject(new ApiError('Not found', 'getResponsiblePlay', 404, undefined)),
    });
    await open();
    expect(await screen.findByText(/not available yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deposit limits' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exclude me' })).toBeInTheDocument();
  });

  it('tells a wrong self-exclusion password and keeps the player logged in', async () => {
    const selfBlock = vi.fn(() =>
      Promise.reject(new ApiError('Unauthorized', 'selfBlock', 401, undefined)),
    );
    fakeApi({ getResponsiblePlay: async () => state(), selfBlock });
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(selfBlock).toHaveBeenCalledWith('wrong');
  });
});
