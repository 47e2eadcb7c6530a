import type { Iqd, ServerDateTime } from './common';

/** What an alert is about (extension, decision 0227). */
export type AlertTopic = 'drawResults' | 'wins' | 'subscriptions' | 'limitsAndBreaks';

/**
 * Where an alert goes. Web Push is not offered (decision 0229): a `push` channel is a new key in
 * every topic's object, so an app that does not know it keeps working.
 */
export type AlertChannel = 'inApp' | 'sms';

export const ALERT_TOPICS: readonly AlertTopic[] = [
  'drawResults',
  'wins',
  'subscriptions',
  'limitsAndBreaks',
];
export const ALERT_CHANNELS: readonly AlertChannel[] = ['inApp', 'sms'];

/** GET/PUT /users/alert-preferences: per topic, per channel, on or off. */
export type AlertPreferences = Record<AlertTopic, Record<AlertChannel, boolean>>;

/** PUT /users/alert-preferences: only the switches that change; unknown keys are refused (400). */
export type AlertPreferencesChange = Partial<
  Record<AlertTopic, Partial<Record<AlertChannel, boolean>>>
>;

/** What happened to a subscription, as an alert says it. */
export type SubscriptionAlertEvent = 'renewed' | 'skipped' | 'paused' | 'resumed' | 'cancelled';
export type SubscriptionAlertReason =
  | 'BALANCE_SHORT'
  | 'SPENDING_LIMIT'
  | 'TIME_OUT'
  | 'JACKPOT_BELOW'
  | 'SELF_EXCLUDED'
  | 'SALES_CLOSED';

/**
 * A subscription alert's facts (issue 38): which subscription (null: all of them), what happened
 * and why. The draw and the amount charged are the alert's own `drawId` and `amount`.
 */
export interface SubscriptionAlertFacts {
  subscriptionId: number | null;
  event: SubscriptionAlertEvent;
  reason: SubscriptionAlertReason | null;
}

/**
 * One in-app alert; `amount` is the win the backend booked or what a renewal charged, never
 * computed here. `subscription` only on the subscriptions topic (older backends leave it out).
 */
export interface PlayerAlert {
  alertId: number;
  topic: AlertTopic;
  created: ServerDateTime;
  drawId: number | null;
  amount: Iqd | null;
  read: boolean;
  subscription?: SubscriptionAlertFacts;
}

/** GET /users/alerts and POST /users/alerts/read: the in-app alerts, newest first. */
export interface AlertInbox {
  unread: number;
  alerts: PlayerAlert[];
}
