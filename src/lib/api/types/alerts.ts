import type { Infer } from '../contract/define';
import type { alertInbox, playerAlert } from '../contract/alerts';

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

/** What happened to a subscription, as an alert says it, and why. */
export type SubscriptionAlertFacts = NonNullable<PlayerAlert['subscription']>;
export type SubscriptionAlertEvent = SubscriptionAlertFacts['event'];
export type SubscriptionAlertReason = NonNullable<SubscriptionAlertFacts['reason']>;

/** One in-app alert (the win the backend booked or what a renewal charged, never computed here). */
export type PlayerAlert = Infer<typeof playerAlert>;

/** GET /users/alerts and POST /users/alerts/read: the in-app alerts, newest first. */
export type AlertInbox = Infer<typeof alertInbox>;
