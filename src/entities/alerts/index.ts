// Result, win and event alerts (extension, decision 0227): the in-app alerts the bar's badge
// counts and the notifications page lists. Preferences stay with Settings (features/account).
export { alertKeys } from './keys';
export { alertInboxQuery, useUnreadAlerts, unreadOf, ALERTS_POLL_MS } from './inbox';
