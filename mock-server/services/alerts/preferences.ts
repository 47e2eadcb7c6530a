import type { Tables } from '../../db-keys';
import type {
  AlertInbox,
  AlertPreferences,
  AlertPreferencesChange,
  AlertTopic,
} from '../../../src/lib/api/types/alerts';
import { toServerDateTime } from '../../domain/dates';
import { alertStateOf, saveAlertState } from './state';

export const alertPreferencesOf = (world: Tables, playerId: number): AlertPreferences =>
  alertStateOf(world, playerId).preferences;

/** Changes only the switches given (the body's keys were checked by the route's schema). */
export function changeAlertPreferences(
  world: Tables,
  playerId: number,
  change: AlertPreferencesChange,
): AlertPreferences {
  const state = alertStateOf(world, playerId);
  for (const topic of Object.keys(change) as AlertTopic[]) {
    state.preferences[topic] = { ...state.preferences[topic], ...change[topic] };
  }
  return saveAlertState(world, playerId, state).preferences;
}

/** The in-app alerts, newest first, with how many are unread. */
export function alertInboxOf(world: Tables, playerId: number): AlertInbox {
  const { alerts } = alertStateOf(world, playerId);
  return {
    unread: alerts.filter((a) => !a.read).length,
    alerts: [...alerts].reverse().map((a) => ({
      alertId: a.alertId,
      topic: a.topic,
      created: toServerDateTime(a.at),
      drawId: a.drawId,
      amount: a.amount,
      read: a.read,
      ...(a.subscription && { subscription: a.subscription }),
    })),
  };
}

/** Marks every in-app alert read (the player opened the notifications). */
export function readAllAlerts(world: Tables, playerId: number): AlertInbox {
  const state = alertStateOf(world, playerId);
  state.alerts = state.alerts.map((a) => ({ ...a, read: true }));
  saveAlertState(world, playerId, state);
  return alertInboxOf(world, playerId);
}
