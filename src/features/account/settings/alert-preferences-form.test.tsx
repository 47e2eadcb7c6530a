import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AlertPreferences } from '@/lib/api/types';
import { noAlerts } from '@/testing/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { AlertPreferencesForm } from './alert-preferences-form';

const off = { inApp: false, sms: false };
const saved: AlertPreferences = {
  drawResults: off,
  wins: off,
  subscriptions: off,
  limitsAndBreaks: { inApp: true, sms: false },
};

describe('alert preferences in Settings (extension)', { timeout: 20_000 }, () => {
  it('shows each topic with its channels and saves wins by SMS', async () => {
    const setAlertPreferences = vi.fn(async () => ({
      ...saved,
      wins: { inApp: false, sms: true },
    }));
    fakeApi({ getAlertPreferences: async () => saved, setAlertPreferences });
    const user = userEvent.setup();
    await renderApp(<AlertPreferencesForm />, { player: testProfile() });
    const wins = await screen.findByRole('group', { name: 'My wins' });
    expect(screen.getByRole('group', { name: 'Limits and breaks' })).toBeVisible();
    await user.click(within(wins).getByRole('checkbox', { name: 'By SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Your alert choices were saved.')).toBeVisible();
    expect(setAlertPreferences).toHaveBeenCalledWith({
      drawResults: off,
      wins: { inApp: false, sms: true },
      subscriptions: off,
      limitsAndBreaks: { inApp: true, sms: false },
    });
  });

  it('is not shown when the backend has no alerts (404)', async () => {
    const getAlertPreferences = vi.fn(noAlerts);
    fakeApi({ getAlertPreferences });
    const { container } = await renderApp(<AlertPreferencesForm />, { player: testProfile() });
    await vi.waitFor(() => expect(getAlertPreferences).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Arabic', async () => {
    fakeApi({ getAlertPreferences: async () => saved });
    await renderApp(<AlertPreferencesForm />, { player: testProfile(), lang: 'ar' });
    expect(await screen.findByRole('group', { name: 'أرباحي' })).toBeVisible();
    expect(screen.getAllByRole('checkbox', { name: 'برسالة قصيرة' })).toHaveLength(4);
  });
});
