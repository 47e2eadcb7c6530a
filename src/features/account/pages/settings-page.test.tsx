import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { noAlerts } from '@/testing/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { alertStore } from '@/lib/alerts';
import { isLoggedIn, playerProfile } from '@/entities/session';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { pageReload } from '../settings/language-section';
import SettingsPage from './settings-page';

const apiError = (
  callId: 'updateProfile' | 'selfClose' | 'setLanguage',
  status: number,
  code: string,
) =>
  new ApiError(`Request failed with status code ${status}`, callId, status, {
    status: code,
    message: code,
  });

const open = () => renderApp(<SettingsPage />, { route: '/settings', player: testProfile() });

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('says an email already in use "can not be stored"', async () => {
    const updateProfile = vi.fn(() =>
      Promise.reject(apiError('updateProfile', 409, 'UNIQUE_VIOLATION')),
    );
    fakeApi({ updateProfile, getAlertPreferences: noAlerts });
    const user = userEvent.setup();
    await open();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The entered email address can not be stored.',
    );
    expect(updateProfile).toHaveBeenCalledWith({
      firstName: 'Ahmed',
      lastName: 'Hassan',
      email: 'taken@example.com',
      city: 'Baghdad',
    });
  });

  it('shows the pending email after a change', async () => {
    fakeApi({
      updateProfile: async (body) => testProfile({ pendingEmail: body.email }),
      getAlertPreferences: noAlerts,
    });
    const user = userEvent.setup();
    await open();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText(/We sent a confirmation link to new@example.com/)).toBeVisible();
    expect(playerProfile()?.pendingEmail).toBe('new@example.com');
  });

  it('explains a refused account closing and keeps the player logged in', async () => {
    const selfClose = vi.fn(() =>
      Promise.reject(apiError('selfClose', 409, 'ACCOUNT_NOT_CLOSABLE')),
    );
    const logout = vi.fn();
    fakeApi({ selfClose, logout, getAlertPreferences: noAlerts });
    const user = userEvent.setup();
    const view = await open();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByRole('alertdialog', { name: 'Close your account?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account can not be deleted. Please make sure that you don´t have any active tickets and not a positive credit in your account.',
    );
    expect(logout).not.toHaveBeenCalled();
    expect(view.location()).toBe('/settings');
  });

  it('after closing the account says goodbye on the start screen, with no call that can only 401', async () => {
    const logout = vi.fn(async () => undefined);
    const getActiveCart = vi.fn();
    fakeApi({
      selfClose: async () => undefined,
      logout,
      getActiveCart,
      getAlertPreferences: noAlerts,
    });
    const user = userEvent.setup();
    const view = await open();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    await vi.waitFor(() => expect(view.location()).toBe('/'));
    expect(alertStore.newAlert).toMatchObject({
      title: { key: 'settings:close.goodbyeTitle' },
      text: { key: 'settings:close.goodbyeText' },
    });
    expect(getActiveCart).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(playerProfile()).toBeUndefined();
    expect(isLoggedIn()).toBe(false);
  });

  it('keeping the account only closes the confirmation', async () => {
    const selfClose = vi.fn();
    fakeApi({ selfClose, getAlertPreferences: noAlerts });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selfClose).not.toHaveBeenCalled();
  });

  it('sets the preferred language, switches the UI and reloads; a failure is explained', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const setLanguage = vi
      .fn()
      .mockRejectedValueOnce(apiError('setLanguage', 500, 'SERVER_ERROR'))
      .mockResolvedValue(undefined);
    fakeApi({ setLanguage, getAlertPreferences: noAlerts });
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[3]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem setting your preferred language.',
    );
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[3]!);
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(setLanguage).toHaveBeenLastCalledWith('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
