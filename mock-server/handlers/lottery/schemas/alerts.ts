import { z } from 'zod';

/**
 * PUT /users/alert-preferences (decision 0227): only the switches that change, each a boolean.
 * Strict: an unknown topic or channel is a 400, so a typo is never silently ignored.
 */
const channels = z.strictObject({ inApp: z.boolean().optional(), sms: z.boolean().optional() });

export const alertPreferencesBody = z.strictObject({
  drawResults: channels.optional(),
  wins: channels.optional(),
  subscriptions: channels.optional(),
  limitsAndBreaks: channels.optional(),
});
