import type { Tables } from '../../db-keys';
import type { AlertPreferences, AlertTopic } from '../../../src/lib/api/types/alerts';
import { ALERT_CHANNELS, ALERT_TOPICS } from '../../../src/lib/api/types/alerts';
import { byKey } from '../../db-keys';
import type { SubscriptionEvent, SubscriptionReason } from './subscription-texts';

/** One in-app alert as the fake keeps it; `at` is the fake clock's time. */
export interface StoredAlert {
  alertId: number;
  topic: AlertTopic;
  at: number;
  drawId: number | null;
  amount: number | null;
  read: boolean;
  /** A subscription alert's facts (issue 38); absent on other topics and on older states. */
  subscription?: StoredSubscriptionFacts;
}

export interface StoredSubscriptionFacts {
  subscriptionId: number | null;
  event: SubscriptionEvent;
  reason: SubscriptionReason | null;
}

/** A player's alert state: preferences, in-app alerts, and the keys of events already alerted. */
export interface AlertState {
  preferences: AlertPreferences;
  alerts: StoredAlert[];
  sentKeys: string[];
}

/** Every switch off: alerts are opt-in (decision 0227). */
export const noAlerts = (): AlertPreferences =>
  Object.fromEntries(
    ALERT_TOPICS.map((topic) => [topic, Object.fromEntries(ALERT_CHANNELS.map((c) => [c, false]))]),
  ) as AlertPreferences;

export function alertStateOf(world: Tables, playerId: number): AlertState {
  const row = byKey(world, 'alertState', playerId);
  return row
    ? (JSON.parse(row.json) as AlertState)
    : { preferences: noAlerts(), alerts: [], sentKeys: [] };
}

export function saveAlertState(world: Tables, playerId: number, state: AlertState): AlertState {
  const json = JSON.stringify(state);
  const where = { playerId: { equals: playerId } };
  if (world.db.alertState.findFirst({ where }))
    world.db.alertState.update({ where, data: { json } });
  else world.db.alertState.create({ playerId, json });
  return state;
}

/** Players with any alert switched on: the draw job looks at these only. */
export const playersWithAlerts = (world: Tables): number[] =>
  world.db.alertState
    .getAll()
    .filter((row) => {
      const { preferences } = JSON.parse(row.json) as AlertState;
      return ALERT_TOPICS.some((t) => ALERT_CHANNELS.some((c) => preferences[t][c]));
    })
    .map((row) => row.playerId);
