import { call } from './http/call';
import type { AlertPreferencesChange } from './types';

/** Alert extension calls (decision 0227); a 404 means the backend sends no alerts. */
export const getAlertPreferences = () => call('getAlertPreferences');

/** Sends only the switches that change: a channel added later (push) keeps its value. */
export const setAlertPreferences = (change: AlertPreferencesChange) =>
  call('setAlertPreferences', { data: change });

export const getAlerts = () => call('getAlerts');

export const readAlerts = () => call('readAlerts');
