// Result, win and event alerts (extension, decisions 0227-0229): preferences per topic and
// channel, sent to the in-app list and the inbox (SMS) in the player's language.
export { sendAlert } from './send';
export { sendDrawAlerts } from './draw-alerts';
export {
  alertPreferencesOf,
  changeAlertPreferences,
  alertInboxOf,
  readAllAlerts,
} from './preferences';
export { ANTI_FRAUD, alertText, type AlertMessage } from './texts';
export type { SubscriptionEvent, SubscriptionReason } from './subscription-texts';
