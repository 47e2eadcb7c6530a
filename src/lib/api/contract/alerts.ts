import * as z from 'zod/mini';
import { count, dateTime, id, iqd, object } from '../schemas/fields';
import { defineCalls } from './define';

/**
 * Where an alert goes. Web Push is not offered (decision 0229): a `push` channel is a new key in
 * every topic's object, so an app that does not know it keeps working.
 */
const channels = object({ inApp: z.boolean(), sms: z.boolean() });

/** GET and PUT /users/alert-preferences (decision 0227): every topic's channels, on or off. */
export const alertPreferences = object({
  drawResults: channels,
  wins: channels,
  subscriptions: channels,
  limitsAndBreaks: channels,
});

/**
 * A subscription alert's facts (issue 38): which subscription (null: all of them), what happened
 * and why. The draw and the amount charged are the alert's own `drawId` and `amount`.
 */
const subscriptionFacts = object({
  subscriptionId: z.nullable(id),
  event: z.enum(['renewed', 'skipped', 'paused', 'resumed', 'cancelled']),
  reason: z.nullable(
    z.enum([
      'BALANCE_SHORT',
      'SPENDING_LIMIT',
      'TIME_OUT',
      'JACKPOT_BELOW',
      'SELF_EXCLUDED',
      'SALES_CLOSED',
    ]),
  ),
});

/**
 * One in-app alert; `amount` is the win the backend booked or what a renewal charged, never
 * computed here. `subscription` only on the subscriptions topic (older backends leave it out).
 */
export const playerAlert = object({
  alertId: id,
  topic: z.enum(['drawResults', 'wins', 'subscriptions', 'limitsAndBreaks']),
  created: dateTime,
  drawId: z.nullable(id),
  amount: z.nullable(iqd),
  read: z.boolean(),
  subscription: z.optional(subscriptionFacts),
});

/** GET /users/alerts and POST /users/alerts/read: the in-app alerts, newest first. */
export const alertInbox = object({ unread: count, alerts: z.array(playerAlert) });

const PREFERENCES = { name: 'AlertPreferences', schema: alertPreferences, checked: false as const };
const INBOX = { name: 'AlertInbox', schema: alertInbox, checked: false as const };

/** Alerts (extension, decision 0227): documented, read unchecked (decision 0202). */
/** Only the switches that change, each a boolean; strict, so a typo is a 400 (decision 0227). */
const switches = z.strictObject({ inApp: z.optional(z.boolean()), sms: z.optional(z.boolean()) });
const alertPreferencesBody = z.strictObject({
  drawResults: z.optional(switches),
  wins: z.optional(switches),
  subscriptions: z.optional(switches),
  limitsAndBreaks: z.optional(switches),
});

export const ALERTS = defineCalls({
  getAlertPreferences: {
    extension: true,
    summary: "The player's alert switches per topic and channel",
    answer: PREFERENCES,
  },
  setAlertPreferences: {
    extension: true,
    summary: 'Change some alert switches (unknown topics or channels are refused)',
    request: { body: alertPreferencesBody },
    answer: PREFERENCES,
  },
  getAlerts: {
    extension: true,
    summary: "The player's in-app alerts, newest first, and how many are unread",
    answer: INBOX,
  },
  readAlerts: {
    extension: true,
    summary: 'Mark every in-app alert read',
    answer: INBOX,
  },
});
