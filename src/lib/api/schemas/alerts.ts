import * as z from 'zod/mini';
import { count, dateTime, id, iqd, object } from './fields';

const channels = object({ inApp: z.boolean(), sms: z.boolean() });

/** GET and PUT /users/alert-preferences (decision 0227): every topic's channels. */
export const alertPreferences = object({
  drawResults: channels,
  wins: channels,
  subscriptions: channels,
  limitsAndBreaks: channels,
});

const playerAlert = object({
  alertId: id,
  topic: z.enum(['drawResults', 'wins', 'subscriptions', 'limitsAndBreaks']),
  created: dateTime,
  drawId: z.nullable(id),
  amount: z.nullable(iqd),
  read: z.boolean(),
  subscription: z.optional(
    object({
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
    }),
  ),
});

/** GET /users/alerts and POST /users/alerts/read: the in-app alerts, newest first. */
export const alertInbox = object({ unread: count, alerts: z.array(playerAlert) });
