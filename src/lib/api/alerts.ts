import { call } from './http/call';
import type { AlertInbox, AlertPreferences, AlertPreferencesChange } from './types';

/** Alert extension calls (decision 0227); a 404 means the backend sends no alerts. */
export const getAlertPreferences = () =>
  call<AlertPreferences>('getAlertPreferences', {
    method: 'GET',
    url: '/users/alert-preferences',
  });

/** Sends only the switches that change: a channel added later (push) keeps its value. */
export const setAlertPreferences = (change: AlertPreferencesChange) =>
  call<AlertPreferences>('setAlertPreferences', {
    method: 'PUT',
    url: '/users/alert-preferences',
    data: change,
  });

export const getAlerts = () =>
  call<AlertInbox>('getAlerts', { method: 'GET', url: '/users/alerts' });

export const readAlerts = () =>
  call<AlertInbox>('readAlerts', { method: 'POST', url: '/users/alerts/read' });
